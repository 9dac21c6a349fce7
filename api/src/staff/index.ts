// Staff accounts, sign-in (with its throttle) and sessions. Whether a signed-in member of staff
// may do something is checked by platform/authorization.ts, which every feature uses.
export { staffSession } from './staff-session';
export { createSessionRouter } from './session-routes';
