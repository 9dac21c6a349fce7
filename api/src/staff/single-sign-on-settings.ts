import { STAFF_ROLES, type StaffRole } from '@court/contract';
import { isStaffRole } from '../platform/authorization';
import type { ConfigContext } from '../platform/config/config-table';

/** From each value of the provider's role claim to the staff roles it gives. */
export type RoleMap = ReadonlyMap<string, readonly StaffRole[]>;

/** The court's OpenID Connect provider, and how what it says about a person is read. */
export interface SingleSignOnSettings {
  /** The provider's issuer identifier, as its discovery document states it. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Shown on the sign-in button: "Sign in with <name>". */
  providerName: string;
  /** The ID token (or userinfo) claim listing the person's groups or roles, e.g. `groups`. */
  roleClaim: string;
  roleMap: RoleMap;
  /** `amr` values by which the provider says the person proved more than a password. */
  mfaAmr: readonly string[];
  /** `acr` values that say the same; none unless configured. */
  mfaAcr: readonly string[];
}

/**
 * Authentication methods (RFC 8176) that count as the provider's multi-factor sign-in: `mfa`
 * alone. The others name one method each (a one-time code, a key, a fingerprint), which a
 * provider may report for a sign-in that used it alone; a court whose provider reports them only
 * with a password widens the list (OIDC_MFA_AMR).
 */
export const DEFAULT_MFA_AMR = ['mfa'] as const;

/**
 * OIDC_ROLE_MAP: comma-separated `claim value=role` pairs, e.g. `court-clerks=forms,court-it=admin`.
 * Several values may give the same role, and a value repeated gives each of its roles.
 */
export function parseRoleMap(raw: string | null, context: ConfigContext): RoleMap | null {
  if (raw === null) return null;
  const map = new Map<string, StaffRole[]>();
  for (const pair of raw.split(',')) {
    if (pair.trim() === '') continue;
    const separator = pair.lastIndexOf('=');
    const value = pair.slice(0, separator).trim();
    const role = pair.slice(separator + 1).trim();
    if (separator < 0 || value === '' || !isStaffRole(role)) {
      return context.refuse(
        `must be comma-separated claim=role pairs, each role one of ${STAFF_ROLES.join(', ')}`,
        raw,
      );
    }
    map.set(value, [...(map.get(value) ?? []), role]);
  }
  return map.size > 0 ? map : null;
}

/** OIDC_ISSUER: an http(s) address without query or fragment, kept as written. */
export function parseIssuer(raw: string | null, context: ConfigContext): string | null {
  if (raw === null) return null;
  const url = URL.parse(raw);
  if (url === null || !['http:', 'https:'].includes(url.protocol) || url.search || url.hash) {
    return context.refuse('must be an https:// address without query or fragment', raw);
  }
  return raw;
}

/** The OIDC_ settings as read, each null when unset. */
export interface SingleSignOnVariables {
  oidcIssuer: string | null;
  oidcClientId: string | null;
  oidcClientSecret: string | null;
  oidcProviderName: string | null;
  oidcRoleClaim: string | null;
  oidcRoleMap: RoleMap | null;
  oidcMfaAmr: string[] | null;
  oidcMfaAcr: string[] | null;
}

/**
 * The single sign-on the OIDC_ settings describe, or null without any. They go all together: a
 * provider half described would fail only when staff try it. Production needs an https issuer.
 * LOCAL_SIGN_IN=false needs single sign-on, or nobody could sign in.
 */
export function singleSignOnSettings(
  variables: SingleSignOnVariables,
  { isProduction, localSignIn }: { isProduction: boolean; localSignIn: boolean },
): SingleSignOnSettings | null {
  const {
    oidcIssuer: issuer,
    oidcClientId: clientId,
    oidcClientSecret: clientSecret,
    oidcProviderName: providerName,
    oidcRoleClaim: roleClaim,
    oidcRoleMap: roleMap,
  } = variables;
  const required = {
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: clientId,
    OIDC_CLIENT_SECRET: clientSecret,
    OIDC_PROVIDER_NAME: providerName,
    OIDC_ROLE_CLAIM: roleClaim,
    OIDC_ROLE_MAP: roleMap,
  };
  const optional = { OIDC_MFA_AMR: variables.oidcMfaAmr, OIDC_MFA_ACR: variables.oidcMfaAcr };
  const given = Object.entries({ ...required, ...optional }).filter(([, value]) => value !== null);
  const missing = Object.entries(required).filter(([, value]) => value === null);
  if (given.length === 0) {
    if (!localSignIn) {
      throw new Error(
        'LOCAL_SIGN_IN=false leaves staff no way to sign in without single sign-on: set the OIDC_ settings too',
      );
    }
    return null;
  }
  if (
    issuer === null ||
    clientId === null ||
    clientSecret === null ||
    providerName === null ||
    roleClaim === null ||
    roleMap === null
  ) {
    const names = (entries: [string, unknown][]) => entries.map(([name]) => name).join(', ');
    throw new Error(
      `Single sign-on needs all of ${Object.keys(required).join(', ')}; missing: ${names(missing)}`,
    );
  }
  if (isProduction && !issuer.startsWith('https://')) {
    throw new Error('OIDC_ISSUER must be an https:// address in production');
  }
  return {
    issuer,
    clientId,
    clientSecret,
    providerName,
    roleClaim,
    roleMap,
    mfaAmr: variables.oidcMfaAmr ?? DEFAULT_MFA_AMR,
    mfaAcr: variables.oidcMfaAcr ?? [],
  };
}
