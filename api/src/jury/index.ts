// Jury: the juror notification sign-up (a public form), the juror message, registrations,
// scheduled notices by mail and text, and the signed links that stop them.
export { jurorNotificationsForm } from './juror-notifications-form';
export { JUROR_STOP_PATH, registerJurorStopRoutes } from './juror-stop-routes';
export { jurorStopLinks, stopPagePath as jurorStopPagePath } from './juror-stop-service';
export { createJuryRouter } from './jury-routes';
export { createJuryNoticesRouter } from './jury-notices-routes';
export { dispatchDueJurorNotices } from './juror-notice-dispatch-service';
export { purgeJurorRegistrations } from './juror-registration-retention-service';
export { JURY_CONFIG_VARIABLES } from './jury-config';
