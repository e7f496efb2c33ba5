export * from './errors';
export * from './system';
export * from './email';
export * from './locale';
export * from './organizations';
export * from './activity';
export * from './auth';
export * from './settings';
