// Staff accounts, sign-in (with its throttle, second factor and passkeys, or through the court's
// OpenID Connect provider), sessions and the links to set a password. Whether a signed-in member
// of staff may do something is checked by
// platform/authorization.ts, which every feature uses.
export { staffSession } from './staff-session';
export { createSessionRouter } from './session-routes';
export { createSecondFactorRouter } from './second-factor-routes';
export { createMySignInRouter } from './my-sign-in-routes';
export { createPasskeyRouter } from './passkey-routes';
export { resealSecondFactorSecrets } from './second-factor-service';
export { createAccountsRouter, registerPasswordLinkRoutes } from './accounts-routes';
export { assertRecentFactor, requireRecentFactor } from './step-up';
export { createSingleSignOnRouter, singleSignOnRedirectUri } from './single-sign-on-routes';
export {
  DEFAULT_MFA_AMR,
  parseIssuer,
  parseRoleMap,
  singleSignOnSettings,
  type SingleSignOnSettings,
} from './single-sign-on-settings';
export { STAFF_CONFIG_VARIABLES } from './staff-config';
