export * from './interpreter-request';
