// Staff accounts, sign-in (with its throttle, second factor and passkeys), sessions and the links
// to set a password. Whether a signed-in member of staff may do something is checked by
// platform/authorization.ts, which every feature uses.
export { staffSession } from './staff-session';
export { createSessionRouter } from './session-routes';
export { createSecondFactorRouter } from './second-factor-routes';
export { createPasskeyRouter } from './passkey-routes';
export { resealSecondFactorSecrets } from './second-factor-service';
export { createAccountsRouter, registerPasswordLinkRoutes } from './accounts-routes';
