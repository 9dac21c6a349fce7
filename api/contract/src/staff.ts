/** Roles a staff account can hold; each unlocks one set of staff tools. */
export const STAFF_ROLES = [
  'admin',
  'careers',
  'jury',
  'probation',
  'forms',
  'alerts',
  'documents',
  'hearings',
  'content',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The signed-in staff member as the API reports it (GET staff/me). Never carries a hash. */
export interface StaffUser {
  username: string;
  displayName: string;
  roles: StaffRole[];
  /** An authentication app or a passkey is this person's second factor. */
  secondFactor: boolean;
}

/** POST staff/session. */
export interface StaffSignInRequest {
  username: string;
  password: string;
}

/** A staff tool: where it lives and which roles may use it (admin may use every tool). */
export interface StaffTool {
  key:
    | 'careers'
    | 'jury'
    | 'probation'
    | 'forms'
    | 'alerts'
    | 'documents'
    | 'hearings'
    | 'courtFacts'
    | 'courtHours'
    | 'courtLinks'
    | 'courtContacts'
    | 'courtDirections'
    | 'siteFaq'
    | 'juryFaq'
    | 'courtOfficials'
    | 'audit'
    | 'search'
    | 'accounts';
  /** Site path without language prefix. */
  path: string;
  roles: StaffRole[];
}

export const STAFF_TOOLS: readonly StaffTool[] = [
  { key: 'careers', path: 'careers_admin', roles: ['careers'] },
  { key: 'jury', path: 'staff/jury', roles: ['jury'] },
  { key: 'probation', path: 'staff/probation', roles: ['probation'] },
  { key: 'forms', path: 'staff/forms', roles: ['forms'] },
  { key: 'alerts', path: 'staff/alerts', roles: ['alerts'] },
  { key: 'documents', path: 'staff/documents', roles: ['documents'] },
  { key: 'hearings', path: 'staff/hearings', roles: ['hearings'] },
  { key: 'courtFacts', path: 'staff/court-facts', roles: ['content'] },
  { key: 'courtHours', path: 'staff/court-hours', roles: ['content'] },
  { key: 'courtLinks', path: 'staff/court-links', roles: ['content'] },
  { key: 'courtContacts', path: 'staff/court-contacts', roles: ['content'] },
  { key: 'courtDirections', path: 'staff/court-directions', roles: ['content'] },
  { key: 'siteFaq', path: 'staff/faq', roles: ['content'] },
  { key: 'juryFaq', path: 'staff/jury-faq', roles: ['content'] },
  { key: 'courtOfficials', path: 'staff/court-officials', roles: ['content'] },
  { key: 'audit', path: 'staff/audit', roles: ['admin'] },
  { key: 'search', path: 'staff/search', roles: ['admin'] },
  { key: 'accounts', path: 'staff/accounts', roles: ['admin'] },
];

/**
 * The page of the signed-in person's own sign-in (their passkeys), without language prefix; any
 * member of staff may open their own.
 */
export const STAFF_ME_PAGE = 'staff/me';

/** True when a user with these roles may use something open to `allowed` (admin always may). */
export function hasStaffRole(roles: readonly StaffRole[], allowed: readonly StaffRole[]): boolean {
  return roles.includes('admin') || roles.some((role) => allowed.includes(role));
}

/** One row of the audit log as staff see it (GET staff/audit). */
export interface AuditEntry {
  id: number;
  /** What happened, e.g. "staff.sign-in", "careers.update". */
  action: string;
  /** Username of the actor; null for an unknown user (a failed sign-in names the attempt). */
  actor: string | null;
  at: string;
  subjectType: string | null;
  subjectId: string | null;
  requestId: string | null;
  details: Record<string, unknown> | null;
}

/** GET staff/audit?page=&pageSize=&action=&actor=&from=&to= */
export interface AuditPage {
  entries: AuditEntry[];
  page: number;
  pageSize: number;
  total: number;
}

/** Staff session limits (issue: staff accounts). */
export const STAFF_SESSION_IDLE_MINUTES = 30;
export const STAFF_SESSION_ABSOLUTE_HOURS = 12;

/** How one count of failed sign-ins slows the next attempts. */
export interface StaffThrottleRule {
  /** Failures answered without any wait. */
  readonly freeFailures: number;
  /** Wait after the first failure past the free ones; it doubles with each further failure. */
  readonly firstDelaySeconds: number;
  /** The longest wait. */
  readonly maxDelaySeconds: number;
}

export interface StaffSignInThrottle {
  /** Per typed username and client address: the guesser's own count, with long waits. */
  readonly perSource: StaffThrottleRule;
  /**
   * Per typed username from anywhere: many addresses guessing one name. Its waits are short, so
   * a stranger cannot keep the owner out for long.
   */
  readonly perName: StaffThrottleRule;
  /** A count with no failure for this long starts again from zero. */
  readonly forgetAfterHours: number;
  /** A client address that signed in to an account is not held by its perName count this long. */
  readonly trustedSourceDays: number;
}

/**
 * How failed staff sign-ins slow further attempts, instead of a lock any stranger could set off.
 * Failures are counted per typed username whether or not an account has it, so known and unknown
 * names are answered alike. While a count holds, sign-in answers 429 with Retry-After, without
 * checking the password; `npm run staff -- reset-password` clears the counts of the account.
 */
export const STAFF_SIGN_IN_THROTTLE: StaffSignInThrottle = {
  perSource: { freeFailures: 2, firstDelaySeconds: 1, maxDelaySeconds: 15 * 60 },
  perName: { freeFailures: 19, firstDelaySeconds: 1, maxDelaySeconds: 60 },
  forgetAfterHours: 24,
  trustedSourceDays: 30,
};
