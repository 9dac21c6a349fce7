import type { Kysely } from 'kysely';
import {
  INBOX_FORMS,
  SUBMISSION_STATUSES,
  addCalendarDays,
  courtTimeToInstant,
  isCalendarDate,
  type InboxForm,
  type RevealedSsnResponse,
  type SubmissionDetail,
  type SubmissionPage,
  type SubmissionSummary,
} from '@court/contract';
import { recordAudit } from '../audit';
import type { FormsDeps } from './forms-deps';
import { authorizeStaff, type SignedInStaff } from '../platform/authorization';
import { toCsv } from '../platform/csv';
import type { Database } from '../platform/database/schema';
import { ClientError } from '../platform/errors';
import { QueryReader } from '../platform/query-reader';
import { INBOX_FORM_DEFINITIONS } from './definitions';
import type { FormSubmissionRow } from './form-submission-repository';
import {
  countInboxSubmissions,
  findSubmission,
  listInboxSubmissions,
  markSubmissionProcessed,
  type InboxFilter,
} from './forms-inbox-repository';

export type FormsInboxDeps = Pick<FormsDeps, 'db' | 'clock' | 'config'>;

type QueryValue = string | string[] | undefined;

export const INBOX_DEFAULT_PAGE_SIZE = 25;
export const INBOX_MAX_PAGE_SIZE = 100;
/** The CSV export stops here; a court clerk filters before exporting more. */
export const INBOX_EXPORT_MAX_ROWS = 5000;

function isInboxForm(form: string): form is InboxForm {
  return (INBOX_FORMS as readonly string[]).includes(form);
}

/** The filter of the inbox's query: form, status, from and to (court dates), q. */
function readFilter(reader: QueryReader): InboxFilter {
  const form = reader.oneOf('form', INBOX_FORMS, 'inbox.form.format');
  const filter: InboxFilter = {
    forms: form ? [form] : INBOX_FORMS,
    status: reader.oneOf('status', SUBMISSION_STATUSES, 'inbox.status.format'),
    search: reader.text('q', 100),
  };
  const from = reader.text('from');
  if (from !== undefined) {
    if (isCalendarDate(from)) filter.receivedFrom = courtTimeToInstant(from).toISOString();
    else reader.reject('from', 'audit.date.format');
  }
  const to = reader.text('to');
  if (to !== undefined) {
    // "To" a date includes that whole court day.
    if (isCalendarDate(to)) {
      filter.receivedBefore = courtTimeToInstant(addCalendarDays(to, 1)).toISOString();
    } else reader.reject('to', 'audit.date.format');
  }
  return filter;
}

function toSummary(row: FormSubmissionRow): SubmissionSummary {
  return {
    id: Number(row.id),
    form: isInboxForm(row.form) ? row.form : 'contact-us',
    reference: row.reference,
    name: row.name,
    caseNumber: row.caseNumber,
    receivedAt: row.receivedAt,
    status: row.status,
  };
}

/**
 * One page of the staff inbox (role forms), newest first: the four public forms' submissions,
 * filtered by form, status, received dates (court days) and a search of reference, name or
 * case number. An invalid query throws InvalidInputError with a code per field.
 */
export async function listSubmissions(
  deps: FormsInboxDeps,
  user: SignedInStaff | null,
  query: Record<string, QueryValue>,
): Promise<SubmissionPage> {
  authorizeStaff(user, ['forms']);
  const reader = new QueryReader(query);
  const page = reader.wholeNumber('page', 1, 1_000_000, 'audit.page.format');
  const pageSize = reader.wholeNumber(
    'pageSize',
    INBOX_DEFAULT_PAGE_SIZE,
    INBOX_MAX_PAGE_SIZE,
    'audit.pageSize.format',
  );
  const filter = readFilter(reader);
  reader.finish();
  const [rows, total] = await Promise.all([
    listInboxSubmissions(deps.db, filter, pageSize, (page - 1) * pageSize),
    countInboxSubmissions(deps.db, filter),
  ]);
  return { submissions: rows.map(toSummary), page, pageSize, total };
}

async function findInboxSubmission(db: Kysely<Database>, id: number): Promise<FormSubmissionRow> {
  const row = await findSubmission(db, id);
  if (!row || !isInboxForm(row.form)) throw new ClientError(404, 'notFound');
  return row;
}

/** Every answer of one submission (role forms); a protected number shows masked. */
export async function getSubmission(
  deps: FormsInboxDeps,
  user: SignedInStaff | null,
  id: number,
): Promise<SubmissionDetail> {
  authorizeStaff(user, ['forms']);
  const row = await findInboxSubmission(deps.db, id);
  const definition = INBOX_FORM_DEFINITIONS[row.form as InboxForm];
  const fields = (await definition.detail?.(deps.db, row.id)) ?? [];
  return {
    ...toSummary(row),
    email: row.email,
    language: row.language,
    processedAt: row.processedAt,
    processedBy: row.processedBy,
    fields,
    hasProtectedNumber: definition.revealProtectedNumber !== undefined,
  };
}

/**
 * The full SSN of a driving-privileges application (role forms). Revealing it is a deliberate,
 * audited act: who, when and which submission are written before the number is answered.
 */
export async function revealProtectedNumber(
  deps: FormsInboxDeps,
  user: SignedInStaff | null,
  id: number,
  requestId: string,
): Promise<RevealedSsnResponse> {
  const staff = authorizeStaff(user, ['forms']);
  const row = await findInboxSubmission(deps.db, id);
  const reveal = INBOX_FORM_DEFINITIONS[row.form as InboxForm].revealProtectedNumber;
  const ssn = reveal ? await reveal(deps.db, row.id, deps) : undefined;
  if (ssn === undefined) throw new ClientError(404, 'notFound');
  await recordAudit(
    deps.db,
    deps.clock,
    { actor: staff.username, requestId },
    {
      action: 'forms.ssn.reveal',
      subjectType: 'form_submission',
      subjectId: row.reference,
      details: { form: row.form },
    },
  );
  return { ssn };
}

/** Marks a submission processed (role forms), audited; 409 when it already was. */
export async function markProcessed(
  deps: FormsInboxDeps,
  user: SignedInStaff | null,
  id: number,
  requestId: string,
): Promise<SubmissionDetail> {
  const staff = authorizeStaff(user, ['forms']);
  const row = await findInboxSubmission(deps.db, id);
  const processedAt = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await markSubmissionProcessed(trx, row.id, staff.username, processedAt))) {
      throw new ClientError(409, 'inbox.alreadyProcessed');
    }
    await recordAudit(
      trx,
      deps.clock,
      { actor: staff.username, requestId },
      {
        action: 'forms.submission.processed',
        subjectType: 'form_submission',
        subjectId: row.reference,
        details: { form: row.form },
      },
    );
  });
  return getSubmission(deps, staff, id);
}

const CSV_COLUMNS = [
  'form',
  'reference',
  'name',
  'caseNumber',
  'email',
  'receivedAt',
  'status',
  'processedAt',
  'processedBy',
] as const;

/**
 * The filtered inbox as CSV (role forms), newest first, without any SSN: only the summary
 * columns. Audited, with the filter used and the number of rows.
 */
export async function exportSubmissionsCsv(
  deps: FormsInboxDeps,
  user: SignedInStaff | null,
  query: Record<string, QueryValue>,
  requestId: string,
): Promise<string> {
  const staff = authorizeStaff(user, ['forms']);
  const reader = new QueryReader(query);
  const filter = readFilter(reader);
  reader.finish();
  const rows = await listInboxSubmissions(deps.db, filter, INBOX_EXPORT_MAX_ROWS, 0);
  await recordAudit(
    deps.db,
    deps.clock,
    { actor: staff.username, requestId },
    {
      action: 'forms.export',
      subjectType: 'form_submission',
      details: { rows: rows.length, form: filter.forms.join(','), status: filter.status ?? null },
    },
  );
  return toCsv(
    CSV_COLUMNS,
    rows.map((row) => CSV_COLUMNS.map((column) => row[column])),
  );
}
