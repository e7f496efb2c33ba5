export * from './errors';
export * from './system';
export * from './email';
export * from './locale';
