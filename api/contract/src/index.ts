export * from './constants';
export * from './court-info';
export * from './registry';
export * from './responses';
export * from './validation-messages';
export * from './documents';
export * from './staff';
