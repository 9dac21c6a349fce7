// Probation's staff tool: the drug-testing message its public page shows.
export { createProbationMessageRouter } from './probation-message-routes';
