import { array, boolean, mixed, number, object, string, type ObjectSchema } from 'yup';
import type {
  AuditEntry,
  AuditPage,
  PasswordLinkStatus,
  StaffAccount,
  StaffAccountList,
  StaffRole,
  StaffUser,
} from '@court/contract';

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const auditEntrySchema: ObjectSchema<AuditEntry> = object({
  id: number().defined(),
  action: string().defined(),
  actor: string().nullable().defined(),
  at: string().defined(),
  subjectType: string().nullable().defined(),
  subjectId: string().nullable().defined(),
  requestId: string().nullable().defined(),
  // Free-form facts of the action, whatever keys it recorded.
  details: mixed(isPlainRecord).nullable().defined(),
}).defined();

export const auditPageSchema: ObjectSchema<AuditPage> = object({
  entries: array(auditEntrySchema).defined(),
  page: number().defined(),
  pageSize: number().defined(),
  total: number().defined(),
}).defined();

export const staffUserSchema: ObjectSchema<StaffUser> = object({
  username: string().defined(),
  displayName: string().defined(),
  // Any text is taken as a role: a role the API added after this page was built leaves the user
  // signed in, and no tool opens for it since hasStaffRole never matches it.
  roles: array(string<StaffRole>().defined()).defined(),
}).defined();

export const staffAccountSchema: ObjectSchema<StaffAccount> = object({
  username: string().defined(),
  displayName: string().defined(),
  email: string().defined(),
  // As for staffUser: a role added after this page was built is listed, not refused.
  roles: array(string<StaffRole>().defined()).defined(),
  disabled: boolean().defined(),
  passwordSet: boolean().defined(),
  lastSignInAt: string().nullable().defined(),
  signInSlowedUntil: string().nullable().defined(),
  createdAt: string().defined(),
}).defined();

export const staffAccountsSchema: ObjectSchema<StaffAccountList> = object({
  accounts: array(staffAccountSchema).defined(),
}).defined();

export const passwordLinkStatusSchema: ObjectSchema<PasswordLinkStatus> = object({
  username: string().defined(),
  displayName: string().defined(),
}).defined();
