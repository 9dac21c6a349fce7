export * from './interpreter-request';
export * from './contact-message';
