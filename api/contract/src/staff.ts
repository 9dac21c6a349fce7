/** Roles a staff account can hold; each unlocks one set of staff tools. */
export const STAFF_ROLES = ['admin', 'careers', 'jury', 'probation', 'forms'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The signed-in staff member as the API reports it (GET staff/me). Never carries a hash. */
export interface StaffUser {
  username: string;
  displayName: string;
  roles: StaffRole[];
}

/** POST staff/session. */
export interface StaffSignInRequest {
  username: string;
  password: string;
}

/** A staff tool: where it lives and which roles may use it (admin may use every tool). */
export interface StaffTool {
  key: 'careers' | 'jury' | 'probation' | 'forms' | 'audit';
  /** Site path without language prefix. */
  path: string;
  roles: StaffRole[];
}

export const STAFF_TOOLS: readonly StaffTool[] = [
  { key: 'careers', path: 'careers_admin', roles: ['careers'] },
  { key: 'jury', path: 'staff/jury', roles: ['jury'] },
  { key: 'probation', path: 'staff/probation', roles: ['probation'] },
  { key: 'forms', path: 'staff/forms', roles: ['forms'] },
  { key: 'audit', path: 'staff/audit', roles: ['admin'] },
];

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
export const STAFF_LOCKOUT_FAILURES = 5;
export const STAFF_LOCKOUT_MINUTES = 15;
