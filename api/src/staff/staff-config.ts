import { SECOND_FACTOR_ROLES } from '@court/contract';
import { defineConfig } from '../platform/config/config-table';
import { flag, integer, list, text } from '../platform/config/parsers';
import { DEFAULT_MFA_AMR, parseIssuer, parseRoleMap } from './single-sign-on-settings';

/** The settings of staff sign-in: limits, second factors, password sign-in, single sign-on. */
export const STAFF_CONFIG_VARIABLES = defineConfig([
  {
    name: 'STAFF_SIGN_IN_LIMIT_PER_MINUTE',
    ...integer({ min: 1, max: 100_000, default: 10 }),
    description:
      'refused staff sign-in attempts (a wrong password, a wrong code from an authentication app at sign-in or step-up, a passkey not accepted) allowed per client IP per minute, after which every attempt from it waits out the minute; each start and return of a single sign-on counts too. Attempts that succeed never count, so a whole office behind one address can sign in at a shift start; wrong ones also slow each name; passkey challenges have a limit of their own, 300 a minute',
  },
  {
    name: 'STAFF_SECOND_FACTOR_REQUIRED',
    ...flag(true),
    description: `whether staff with the roles that need one (\`SECOND_FACTOR_ROLES\`: ${SECOND_FACTOR_ROLES.join(', ')}) must set up a second factor (an authentication app or a passkey) and prove it at every sign-in, and whether the most sensitive actions ask for it again after five minutes; \`false\` is for test suites only and is refused with \`NODE_ENV=production\``,
  },
  {
    name: 'LOCAL_SIGN_IN',
    ...flag(true),
    description:
      'whether staff may sign in with a username and password; `false` (once single sign-on works) leaves only the `OIDC_` provider, and is refused without it',
  },
  {
    name: 'OIDC_ISSUER',
    parse: parseIssuer,
    default: '(unset: no single sign-on)',
    description:
      "issuer of the court's OpenID Connect provider for staff single sign-on, e.g. `https://login.microsoftonline.com/<tenant id>/v2.0`; https in production. The `OIDC_` settings go all together (see Single sign-on)",
  },
  {
    name: 'OIDC_CLIENT_ID',
    ...text(),
    default: '(none)',
    description: "the site's client (application) id at the provider",
  },
  {
    name: 'OIDC_CLIENT_SECRET',
    ...text(),
    default: '(none)',
    secret: true,
    description: "the client's secret, sent to the provider's token endpoint (client_secret_basic)",
  },
  {
    name: 'OIDC_PROVIDER_NAME',
    ...text(),
    default: '(none)',
    description:
      'shown on the sign-in button, "Sign in with <name>", e.g. `Canton Courts Microsoft account`',
  },
  {
    name: 'OIDC_ROLE_CLAIM',
    ...text(),
    default: '(none)',
    description: 'the claim listing the groups (or roles) that give staff roles, e.g. `groups`',
  },
  {
    name: 'OIDC_ROLE_MAP',
    parse: parseRoleMap,
    default: '(none)',
    description:
      'comma-separated `claim value=role` pairs, e.g. `court-clerks=forms,court-it=admin`; roles are recomputed from it at every sign-in',
  },
  {
    name: 'OIDC_MFA_AMR',
    ...list(),
    default: DEFAULT_MFA_AMR.join(','),
    description:
      "comma-separated `amr` values of the ID token that show the provider's multi-factor sign-in; then the court's own second factor is not asked for",
  },
  {
    name: 'OIDC_MFA_ACR',
    ...list(),
    default: '(none)',
    description: 'comma-separated `acr` values of the ID token that show the same',
  },
]);
