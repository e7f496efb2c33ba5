export * from './organizations';
export * from './activity';
export * from './jobs';
export * from './outbox';
