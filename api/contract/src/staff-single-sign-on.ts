import { parseLocalizedPath } from './localized-path';
import { STAFF_TOOLS } from './staff';
import type { SignInNextStep } from './staff-second-factor';

/** GET staff/sign-in-options (public): how staff may sign in here, which the sign-in form reads. */
export const SIGN_IN_OPTIONS_PATH = 'staff/sign-in-options';

/** The ways staff may sign in, as the sign-in form offers them. */
export interface SignInOptions {
  /** A username and password; false once the court signs staff in through its provider alone. */
  localSignIn: boolean;
  /** The court's single sign-on, by the name its button shows; null when there is none. */
  singleSignOn: { name: string } | null;
}

/**
 * GET staff/sso/start?returnTo=: sends the browser to the court's OpenID Connect provider. A plain
 * link, so it works without scripts.
 */
export const SINGLE_SIGN_ON_START_PATH = 'staff/sso/start';

/** Where the provider sends the browser back: the redirect URI registered with the provider. */
export const SINGLE_SIGN_ON_CALLBACK_PATH = 'staff/sso/callback';

/** The query parameter of the start path naming the staff page to come back to. */
export const RETURN_TO_PARAM = 'returnTo';

/** The query parameter the browser comes back to that page with: how the sign-in went. */
export const SIGN_IN_RESULT_PARAM = 'signIn';

/**
 * Why a single sign-on did not sign the person in: it was not finished in time, in this browser
 * or only once (`expired`); the person stopped at the provider (`cancelled`); the provider said
 * they are in none of the court's groups (`noRole`); their account is disabled here (`disabled`);
 * the provider could not be reached (`unavailable`); or anything else went wrong (`failed`).
 */
export const SINGLE_SIGN_ON_PROBLEMS = [
  'expired',
  'cancelled',
  'noRole',
  'disabled',
  'unavailable',
  'failed',
] as const;
export type SingleSignOnProblem = (typeof SINGLE_SIGN_ON_PROBLEMS)[number];

export function isSingleSignOnProblem(value: unknown): value is SingleSignOnProblem {
  return (
    typeof value === 'string' && (SINGLE_SIGN_ON_PROBLEMS as readonly string[]).includes(value)
  );
}

/**
 * How a single sign-on came back: signed in (`complete`), signed in up to a step of the court's
 * own second factor (`factor`, `enrol`) when the provider did not prove one, or a problem.
 */
export type SingleSignOnResult = 'complete' | SignInNextStep['next'] | SingleSignOnProblem;

const SINGLE_SIGN_ON_RESULTS: readonly string[] = [
  'complete',
  'factor',
  'enrol',
  ...SINGLE_SIGN_ON_PROBLEMS,
];

export function isSingleSignOnResult(value: unknown): value is SingleSignOnResult {
  return typeof value === 'string' && SINGLE_SIGN_ON_RESULTS.includes(value);
}

const DEFAULT_RETURN_PATH = '/staff';
const MAX_RETURN_PATH_LENGTH = 512;
// Path segments and escapes a browser may resolve to a step up or a slash.
const PATH_TRICKS = /(^|\/)\.{1,2}(\/|$)|%2e|%2f|%5c/i;

function isStaffPagePath(path: string): boolean {
  const bare = path.replace(/\/+$/, '');
  return [DEFAULT_RETURN_PATH.slice(1), ...STAFF_TOOLS.map((tool) => tool.path)].some(
    (staffPath) => bare === staffPath || bare.startsWith(`${staffPath}/`),
  );
}

/** A query without the sign-in result, with its "?" when anything is left. */
function queryWithoutResult(query: string): string {
  const kept = query
    .split('&')
    .filter((pair) => pair !== '' && pair.split('=')[0] !== SIGN_IN_RESULT_PARAM);
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}

/**
 * The staff page to come back to after a single sign-on: `raw` (path and query, without the
 * sign-in result or a fragment) when it is a staff page of this site in either language
 * (/staff..., a staff tool's page), otherwise /staff. Never another site, so the sign-in cannot
 * become an open redirect. Read as text: this runs in browsers and the API alike.
 */
export function staffReturnPath(raw: string | null | undefined): string {
  if (!raw || raw.length > MAX_RETURN_PATH_LENGTH || !/^\/(?![/\\])/.test(raw)) {
    return DEFAULT_RETURN_PATH;
  }
  // Browsers read a backslash as a slash and drop tabs and newlines: such a path is refused.
  if (raw.includes('\\') || [...raw].some((char) => char.charCodeAt(0) < 0x20)) {
    return DEFAULT_RETURN_PATH;
  }
  const [beforeFragment = ''] = raw.split('#');
  const queryStart = beforeFragment.indexOf('?');
  const path = queryStart < 0 ? beforeFragment : beforeFragment.slice(0, queryStart);
  const query = queryStart < 0 ? '' : beforeFragment.slice(queryStart + 1);
  if (PATH_TRICKS.test(path) || !isStaffPagePath(parseLocalizedPath(path).path)) {
    return DEFAULT_RETURN_PATH;
  }
  return `${path}${queryWithoutResult(query)}`;
}

/** A staff page's path (from staffReturnPath) with how the sign-in went added to its query. */
export function withSignInResult(returnPath: string, result: SingleSignOnResult): string {
  return `${returnPath}${returnPath.includes('?') ? '&' : '?'}${SIGN_IN_RESULT_PARAM}=${result}`;
}
