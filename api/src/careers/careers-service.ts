import type { Kysely } from 'kysely';
import {
  API_BASE,
  type CareerPostingUpdate,
  courtDateOf,
  type PublicCareerPosting,
  type StaffCareerPosting,
} from '@court/contract';
import { careerPostingUpdateSchema, careerPostingUploadSchema } from '@court/contract/schemas';
import { recordAudit } from '../audit';
import { isReadablePdf } from '../documents';
import { authorizeStaff, type SignedInStaff } from '../platform/authorization';
import type { Clock } from '../platform/clock';
import type { Database } from '../platform/database/schema';
import { ClientError, InvalidInputError } from '../platform/errors';
import { readBody } from '../platform/read-with-schema';
import {
  findCareerPosting,
  findCareerPostingDocument,
  insertCareerPosting,
  listActiveCareerPostings,
  listAllCareerPostings,
  updateCareerPosting,
  type CareerPostingRow,
} from './career-posting-repository';
import { fileContent, readFileBytes, storeFile } from '../platform/files/file-store';

export interface CareersDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** Largest PDF accepted, in bytes (CAREER_DOCUMENT_MAX_BYTES). */
  maxDocumentBytes: number;
}

/** The URL of a posting's document, as the public list links it. */
export function careerDocumentUrl(id: number): string {
  return `${API_BASE}/careers/${id}/document`;
}

/** The URL staff open a posting's document at; it serves expired postings too. */
export function staffCareerDocumentUrl(id: number): string {
  return `${API_BASE}/staff/careers/${id}/document`;
}

/** Active postings, newest first, as the public sees them (no document bytes, no flags). */
export async function listPublicCareerPostings(
  db: Kysely<Database>,
): Promise<PublicCareerPosting[]> {
  const rows = await listActiveCareerPostings(db);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    postedDate: row.postedDate,
    documentUrl: careerDocumentUrl(row.id),
  }));
}

export interface CareerDocumentFile {
  filename: string;
  bytes: Buffer;
}

/** A safe download name from a title: lower-case letters, digits and dashes only. */
export function safePdfFilename(title: string, fallback: string): string {
  const base = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base || fallback}.pdf`;
}

async function findDocumentFile(
  db: Kysely<Database>,
  id: number,
  onlyActive: boolean,
): Promise<CareerDocumentFile | undefined> {
  const row = await findCareerPostingDocument(db, id, onlyActive);
  if (!row) return undefined;
  const bytes = await readFileBytes(db, 'careerDocument', { id: row.documentId });
  if (!bytes) return undefined;
  return { filename: safePdfFilename(row.title, `posting-${id}`), bytes };
}

/** The PDF of an active posting; undefined when the posting is unknown or expired. */
export function getCareerPostingDocument(
  db: Kysely<Database>,
  id: number,
): Promise<CareerDocumentFile | undefined> {
  return findDocumentFile(db, id, true);
}

/** The PDF of any posting, expired ones included, for careers staff. */
export async function getCareerPostingDocumentForStaff(
  db: Kysely<Database>,
  user: SignedInStaff | null,
  id: number,
): Promise<CareerDocumentFile | undefined> {
  authorizeStaff(user, ['careers']);
  return findDocumentFile(db, id, false);
}

function toStaffPosting(row: CareerPostingRow): StaffCareerPosting {
  return {
    id: row.id,
    title: row.title,
    postedDate: row.postedDate,
    active: row.active === 1,
    documentUrl: staffCareerDocumentUrl(row.id),
    documentSize: Number(row.documentSize),
  };
}

/** Every posting, active and expired, newest first (role careers). */
export async function listCareerPostingsForStaff(
  db: Kysely<Database>,
  user: SignedInStaff | null,
): Promise<StaffCareerPosting[]> {
  authorizeStaff(user, ['careers']);
  const rows = await listAllCareerPostings(db);
  return rows.map(toStaffPosting);
}

/**
 * Stores a PDF once: the same bytes uploaded again find the row already there. Answers the
 * document's id. Pass the transaction of the posting that uses it.
 */
export function storeCareerDocument(
  db: Kysely<Database>,
  bytes: Buffer,
  createdAt: string,
): Promise<number> {
  return storeFile(db, 'careerDocument', fileContent(bytes), createdAt);
}

/** A new posting as uploaded: the admin page's multipart form, or what stands for it. */
export interface CareerPostingUpload {
  /** The text fields as posted (careerPostingUploadSchema): title, and postedDate as YYYY-MM-DD. */
  fields: unknown;
  /** The PDF's bytes; left out when none came. */
  document?: Buffer;
  /** Where a problem with the document is reported: the field the client sent it in. */
  documentField: string;
  /** A message code for a document that came but could not be read at all. */
  documentProblem?: string;
}

interface ParsedUpload {
  title: string;
  postedDate: string;
  document: Buffer;
}

/** What is wrong with an upload's document, under its field; nothing once one came and was read. */
function documentErrorsOf(upload: CareerPostingUpload): Record<string, string> {
  const { document, documentField, documentProblem } = upload;
  if (documentProblem !== undefined) return { [documentField]: documentProblem };
  if (!document || document.length === 0) return { [documentField]: 'careers.document.required' };
  return {};
}

/** The text fields by the contract's schema; their problems are told with the document's. */
function readUploadFields(fields: unknown, documentErrors: Record<string, string>) {
  try {
    return readBody(careerPostingUploadSchema, fields);
  } catch (error) {
    if (!(error instanceof InvalidInputError)) throw error;
    throw new InvalidInputError({ ...error.errors, ...documentErrors });
  }
}

function parseUpload(upload: CareerPostingUpload, clock: Clock): ParsedUpload {
  const documentErrors = documentErrorsOf(upload);
  const { title, postedDate } = readUploadFields(upload.fields, documentErrors);
  if (!upload.document || Object.keys(documentErrors).length > 0) {
    throw new InvalidInputError(documentErrors);
  }
  return { title, postedDate: postedDate ?? courtDateOf(clock.now()), document: upload.document };
}

/**
 * Publishes a new posting (role careers), created active. The document is taken as a PDF only
 * when its content says so (signature and at least one page); at most maxDocumentBytes (413
 * beyond). Title, date and document problems throw InvalidInputError, with nothing stored. The
 * PDF is stored once per distinct content; the posting and its audit row (careers.create) are
 * committed together.
 */
export async function createCareerPosting(
  deps: CareersDeps,
  user: SignedInStaff | null,
  upload: CareerPostingUpload,
  requestId: string,
): Promise<StaffCareerPosting> {
  const staff = authorizeStaff(user, ['careers']);
  const { title, postedDate, document } = parseUpload(upload, deps.clock);
  if (document.length > deps.maxDocumentBytes) {
    throw new InvalidInputError({ [upload.documentField]: 'upload.tooLarge' }, 413);
  }
  if (!(await isReadablePdf(document))) {
    throw new InvalidInputError({ [upload.documentField]: 'careers.document.notPdf' });
  }
  const createdAt = deps.clock.now().toISOString();
  const content = fileContent(document);
  const id = await deps.db.transaction().execute(async (trx) => {
    const documentId = await storeFile(trx, 'careerDocument', content, createdAt);
    const postingId = await insertCareerPosting(trx, {
      title,
      documentId,
      postedDate,
      active: 1,
      createdAt,
    });
    await recordAudit(
      trx,
      deps.clock,
      { actor: staff.username, requestId },
      {
        action: 'careers.create',
        subjectType: 'career_posting',
        subjectId: String(postingId),
        details: { title, postedDate, documentSize: document.length, sha256: content.sha256 },
      },
    );
    return postingId;
  });
  return {
    id,
    title,
    postedDate,
    active: true,
    documentUrl: staffCareerDocumentUrl(id),
    documentSize: document.length,
  };
}

/** The correction asked for, each part checked when given; 400 when it asks for none. */
function parseChanges(input: unknown): CareerPostingUpdate {
  const changes = readBody(careerPostingUpdateSchema, input);
  if (changes.title === undefined && changes.active === undefined) {
    throw new ClientError(400, 'careers.update.empty');
  }
  return changes;
}

/**
 * Corrects a posting's title and/or sets it active or expired (role careers). The input is
 * { title?, active? } (the original client's posting object fits: its other fields are ignored).
 * Unknown posting: 404. The change and its audit row (careers.update, with old and new values) are
 * committed together; answers the posting as it now is.
 */
export async function updateCareerPostingForStaff(
  deps: Pick<CareersDeps, 'db' | 'clock'>,
  user: SignedInStaff | null,
  id: number,
  input: unknown,
  requestId: string,
): Promise<StaffCareerPosting> {
  const staff = authorizeStaff(user, ['careers']);
  const changes = parseChanges(input);
  const updated = await deps.db.transaction().execute(async (trx) => {
    const before = await findCareerPosting(trx, id);
    if (!before) throw new ClientError(404, 'notFound');
    const after: CareerPostingRow = {
      ...before,
      title: changes.title ?? before.title,
      active: changes.active === undefined ? before.active : changes.active ? 1 : 0,
    };
    await updateCareerPosting(trx, id, { title: after.title, active: after.active });
    const details: Record<string, unknown> = {};
    if (after.title !== before.title) details.title = { from: before.title, to: after.title };
    if (after.active !== before.active) {
      details.active = { from: before.active === 1, to: after.active === 1 };
    }
    await recordAudit(
      trx,
      deps.clock,
      { actor: staff.username, requestId },
      {
        action: 'careers.update',
        subjectType: 'career_posting',
        subjectId: String(id),
        details,
      },
    );
    return after;
  });
  return toStaffPosting(updated);
}
