export * from './organizations';
export * from './auth';
export * from './members';
export * from './activity';
export * from './jobs';
export * from './outbox';
export * from './invitations';
export * from './tablets';
