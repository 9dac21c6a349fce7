export * from './interpreter-request';
export * from './contact-message';
export * from './zoom-hearing';
export * from './driving-privileges';
export * from './juror-signup';
export * from './court-date-reminder';
export * from './validation-messages';
export * from './court-facts';
