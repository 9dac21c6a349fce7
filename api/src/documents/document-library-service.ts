import type { Kysely } from 'kysely';
import {
  API_BASE,
  DOCUMENT_GROUPS,
  DOCUMENT_SLUG_MAX_LENGTH,
  DOCUMENT_SLUG_PATTERN,
  DOCUMENT_TITLE_MAX_LENGTH,
  type DocumentGroup,
  documentUrl,
  isRecord,
  type Language,
  STAFF_DOCUMENT_FIELDS,
  STAFF_DOCUMENTS_PATH,
  type StaffDocument,
  type StaffDocumentList,
} from '@court/contract';
import { staffDocumentOrderSchema } from '@court/contract/schemas';
import { recordAudit } from '../audit';
import { authorizeStaff, type SignedInStaff } from '../platform/authorization';
import type { Clock } from '../platform/clock';
import type { Database } from '../platform/database/schema';
import { ClientError, InvalidInputError } from '../platform/errors';
import { readValue } from '../platform/read-with-schema';
import { groupRank } from './document-catalog';
import {
  insertCurrentVersion,
  listDocumentRows,
  listDocumentVersionRows,
  nextPositionIn,
  type DocumentRow,
  type DocumentVersionRow,
} from './document-repository';
import { countPdfPages, hasPdfSignature } from './pdf-inspection';
import {
  fileContent,
  readFileBytes,
  storeFile,
  type FileContent,
} from '../platform/files/file-store';

export interface DocumentLibraryDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** Told of every change, so this process serves and indexes it at once. */
  onChange: () => void;
}

/** Who made a change, for the audit log. */
export interface ChangeContext {
  user: SignedInStaff | null;
  requestId: string;
}

/** A PDF checked by its content: the signature and at least one page pdf.js can read. */
export interface CheckedPdf extends FileContent {
  pages: number;
}

/** Checks an upload is a real PDF, whatever its name says; refuses it under the file field. */
export async function checkPdf(bytes: Buffer | undefined): Promise<CheckedPdf> {
  const field = STAFF_DOCUMENT_FIELDS.file;
  if (!bytes || bytes.length === 0) {
    throw new InvalidInputError({ [field]: 'document.file.required' });
  }
  const pages = hasPdfSignature(bytes) ? await countPdfPages(bytes) : 0;
  if (pages === 0) throw new InvalidInputError({ [field]: 'document.file.notPdf' });
  return { ...fileContent(bytes), pages };
}

/** Stores a file once and makes it the document's current version; answers the version's id. */
export async function addVersion(
  db: Kysely<Database>,
  documentId: number,
  file: FileContent & { pages: number | null },
  uploaded: { at: string; by: string | null },
): Promise<number> {
  const fileId = await storeFile(db, 'documentFile', file, uploaded.at);
  return insertCurrentVersion(db, {
    documentId,
    fileId,
    uploadedAt: uploaded.at,
    uploadedBy: uploaded.by,
  });
}

function isDocumentGroup(value: unknown): value is DocumentGroup {
  return typeof value === 'string' && (DOCUMENT_GROUPS as readonly string[]).includes(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The error code of an address, or null when it is one a document may have. */
export function slugProblem(slug: string): string | null {
  if (slug === '') return 'document.slug.required';
  if (slug.length > DOCUMENT_SLUG_MAX_LENGTH) return 'document.slug.tooLong';
  if (!DOCUMENT_SLUG_PATTERN.test(slug)) return 'document.slug.format';
  return null;
}

/** Both titles, checked; errors go under titleEn and titleEs. */
function parseTitles(
  fields: Record<string, unknown>,
  errors: Record<string, string>,
): Record<Language, string> {
  const title = { en: text(fields.titleEn), es: text(fields.titleEs) };
  for (const [language, field] of [
    ['en', STAFF_DOCUMENT_FIELDS.titleEn],
    ['es', STAFF_DOCUMENT_FIELDS.titleEs],
  ] as const) {
    if (title[language] === '') errors[field] = `document.${field}.required`;
    else if (title[language].length > DOCUMENT_TITLE_MAX_LENGTH) {
      errors[field] = 'document.title.tooLong';
    }
  }
  return title;
}

function staffFileUrl(slug: string, versionId: number): string {
  return `${API_BASE}/${STAFF_DOCUMENTS_PATH}/${slug}/versions/${versionId}/file`;
}

function toStaffDocument(row: DocumentRow, versions: readonly DocumentVersionRow[]): StaffDocument {
  return {
    slug: row.slug,
    group: row.groupName as DocumentGroup,
    title: { en: row.titleEn, es: row.titleEs },
    url: documentUrl(row.slug),
    retiredAt: row.retiredAt,
    replacedBy: row.replacedBySlug,
    currentVersionId: row.currentVersionId ?? 0,
    versions: versions
      .filter((version) => version.documentId === row.id)
      .map((version) => ({
        id: version.id,
        sha256: version.sha256,
        size: Number(version.size),
        pages: version.pages === null ? null : Number(version.pages),
        uploadedAt: version.uploadedAt,
        uploadedBy: version.uploadedBy,
        fileUrl: staffFileUrl(row.slug, version.id),
      })),
  };
}

async function readLibrary(db: Kysely<Database>): Promise<StaffDocument[]> {
  const [rows, versions] = await Promise.all([listDocumentRows(db), listDocumentVersionRows(db)]);
  const listed = rows.filter((row) => row.retiredAt === null);
  const retired = rows.filter((row) => row.retiredAt !== null);
  listed.sort((a, b) => groupRank(a.groupName) - groupRank(b.groupName));
  return [...listed, ...retired].map((row) => toStaffDocument(row, versions));
}

/** Every document, listed ones by group and position, then the retired (role documents). */
export async function listStaffDocuments(
  db: Kysely<Database>,
  user: SignedInStaff | null,
): Promise<StaffDocumentList> {
  authorizeStaff(user, ['documents']);
  return { documents: await readLibrary(db) };
}

async function readDocument(db: Kysely<Database>, slug: string): Promise<StaffDocument> {
  const document = (await readLibrary(db)).find((candidate) => candidate.slug === slug);
  if (!document) throw new ClientError(404, 'notFound');
  return document;
}

async function findRow(db: Kysely<Database>, slug: string) {
  const row = await db
    .selectFrom('document')
    .selectAll()
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!row) throw new ClientError(404, 'notFound');
  return row;
}

/**
 * Runs a change of one document and its audit row in one transaction, then tells the catalog
 * and answers the document as it now is.
 */
async function change(
  deps: DocumentLibraryDeps,
  context: ChangeContext,
  slug: string,
  work: (
    trx: Kysely<Database>,
    staff: SignedInStaff,
  ) => Promise<{ action: string; details: Record<string, unknown> }>,
): Promise<StaffDocument> {
  const staff = authorizeStaff(context.user, ['documents']);
  await deps.db.transaction().execute(async (trx) => {
    const { action, details } = await work(trx, staff);
    await recordAudit(
      trx,
      deps.clock,
      { actor: staff.username, requestId: context.requestId },
      { action, subjectType: 'document', subjectId: slug, details },
    );
  });
  deps.onChange();
  return readDocument(deps.db, slug);
}

/** The form fields and file of a new document. */
export interface NewDocumentUpload {
  fields: unknown;
  file: Buffer | undefined;
}

/**
 * Adds a document at the end of its group, with its first file, listed at once. The address is
 * checked for its characters and against every address used before, retired ones included.
 */
export async function addStaffDocument(
  deps: DocumentLibraryDeps,
  context: ChangeContext,
  upload: NewDocumentUpload,
): Promise<StaffDocument> {
  authorizeStaff(context.user, ['documents']);
  const fields = isRecord(upload.fields) ? upload.fields : {};
  const errors: Record<string, string> = {};
  const slug = text(fields.slug);
  const problem = slugProblem(slug);
  if (problem) errors[STAFF_DOCUMENT_FIELDS.slug] = problem;
  const group = fields.group;
  if (!isDocumentGroup(group)) errors[STAFF_DOCUMENT_FIELDS.group] = 'document.group.required';
  const title = parseTitles(fields, errors);
  if (!problem) {
    const taken = await deps.db
      .selectFrom('document')
      .select('id')
      .where('slug', '=', slug)
      .executeTakeFirst();
    if (taken) errors[STAFF_DOCUMENT_FIELDS.slug] = 'document.slug.taken';
  }
  if (Object.keys(errors).length > 0) throw new InvalidInputError(errors);
  const pdf = await checkPdf(upload.file);
  const at = deps.clock.now().toISOString();
  return change(deps, context, slug, async (trx, staff) => {
    const { id } = await trx
      .insertInto('document')
      .values({
        slug,
        groupName: group as DocumentGroup,
        titleEn: title.en,
        titleEs: title.es,
        position: await nextPositionIn(trx, group as DocumentGroup),
        createdAt: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await addVersion(trx, id, pdf, { at, by: staff.username });
    return {
      action: 'documents.add',
      details: { group, title, sha256: pdf.sha256, size: pdf.bytes.length },
    };
  });
}

/** A new file for a document, current at once; the older ones stay in its history. */
export async function replaceStaffDocumentFile(
  deps: DocumentLibraryDeps,
  context: ChangeContext,
  slug: string,
  file: Buffer | undefined,
): Promise<StaffDocument> {
  authorizeStaff(context.user, ['documents']);
  const row = await findRow(deps.db, slug);
  const pdf = await checkPdf(file);
  const at = deps.clock.now().toISOString();
  return change(deps, context, row.slug, async (trx, staff) => {
    const versionId = await addVersion(trx, row.id, pdf, { at, by: staff.username });
    return {
      action: 'documents.replace',
      details: { versionId, sha256: pdf.sha256, size: pdf.bytes.length, pages: pdf.pages },
    };
  });
}

/** Makes an older version of a document the one its address serves again. */
export async function makeVersionCurrent(
  deps: DocumentLibraryDeps,
  context: ChangeContext,
  slug: string,
  versionId: number,
): Promise<StaffDocument> {
  authorizeStaff(context.user, ['documents']);
  const row = await findRow(deps.db, slug);
  const version = await deps.db
    .selectFrom('documentVersion')
    .select('id')
    .where('id', '=', versionId)
    .where('documentId', '=', row.id)
    .executeTakeFirst();
  if (!version) throw new ClientError(404, 'notFound');
  return change(deps, context, row.slug, async (trx) => {
    await trx
      .updateTable('document')
      .set({ currentVersionId: version.id })
      .where('id', '=', row.id)
      .execute();
    return {
      action: 'documents.make-current',
      details: { versionId: version.id, previousVersionId: row.currentVersionId },
    };
  });
}

/** New titles for a document. */
export async function retitleStaffDocument(
  deps: DocumentLibraryDeps,
  context: ChangeContext,
  slug: string,
  body: unknown,
): Promise<StaffDocument> {
  authorizeStaff(context.user, ['documents']);
  const row = await findRow(deps.db, slug);
  const given = isRecord(body) && isRecord(body.title) ? body.title : {};
  const errors: Record<string, string> = {};
  const title = parseTitles({ titleEn: given.en, titleEs: given.es }, errors);
  if (Object.keys(errors).length > 0) throw new InvalidInputError(errors);
  return change(deps, context, row.slug, async (trx) => {
    await trx
      .updateTable('document')
      .set({ titleEn: title.en, titleEs: title.es })
      .where('id', '=', row.id)
      .execute();
    return {
      action: 'documents.retitle',
      details: { from: { en: row.titleEn, es: row.titleEs }, to: title },
    };
  });
}

/**
 * Takes a document out of the public lists. Its address then answers 410 Gone with a page that
 * points to the forms, or, when staff name a listed document that replaces it, redirects there
 * for good.
 */
export async function retireStaffDocument(
  deps: DocumentLibraryDeps,
  context: ChangeContext,
  slug: string,
  body: unknown,
): Promise<StaffDocument> {
  authorizeStaff(context.user, ['documents']);
  const row = await findRow(deps.db, slug);
  if (row.retiredAt !== null) throw new ClientError(409, 'document.retired');
  const asked = isRecord(body) ? body.replacedBy : undefined;
  let replacedBy: string | null = null;
  if (asked !== undefined && asked !== null && asked !== '') {
    const replacement =
      typeof asked === 'string' && asked !== slug
        ? await deps.db
            .selectFrom('document')
            .select('slug')
            .where('slug', '=', asked)
            .where('retiredAt', 'is', null)
            .executeTakeFirst()
        : undefined;
    if (!replacement) {
      throw new InvalidInputError({
        [STAFF_DOCUMENT_FIELDS.replacedBy]: 'document.replacedBy.format',
      });
    }
    replacedBy = replacement.slug;
  }
  const at = deps.clock.now().toISOString();
  return change(deps, context, row.slug, async (trx) => {
    await trx
      .updateTable('document')
      .set({ retiredAt: at, replacedBySlug: replacedBy })
      .where('id', '=', row.id)
      .execute();
    return { action: 'documents.retire', details: { replacedBy } };
  });
}

/** Lists a retired document again, at the end of its group. */
export async function restoreStaffDocument(
  deps: DocumentLibraryDeps,
  context: ChangeContext,
  slug: string,
): Promise<StaffDocument> {
  authorizeStaff(context.user, ['documents']);
  const row = await findRow(deps.db, slug);
  if (row.retiredAt === null) throw new ClientError(409, 'document.notRetired');
  return change(deps, context, row.slug, async (trx) => {
    await trx
      .updateTable('document')
      .set({
        retiredAt: null,
        replacedBySlug: null,
        position: await nextPositionIn(trx, row.groupName),
      })
      .where('id', '=', row.id)
      .execute();
    return { action: 'documents.restore', details: { wasReplacedBy: row.replacedBySlug } };
  });
}

/**
 * The listed documents of a group in a new order: every one of them, each once. Whatever is wrong
 * with an order, it is the one message under `slugs`.
 */
export async function reorderStaffDocuments(
  deps: DocumentLibraryDeps,
  context: ChangeContext,
  body: unknown,
): Promise<StaffDocumentList> {
  const staff = authorizeStaff(context.user, ['documents']);
  const order = readValue(staffDocumentOrderSchema, body);
  if (order.problem !== null) throw new InvalidInputError({ slugs: order.problem });
  const { group, slugs } = order.value;
  await deps.db.transaction().execute(async (trx) => {
    const listed = await trx
      .selectFrom('document')
      .select(['id', 'slug'])
      .where('groupName', '=', group)
      .where('retiredAt', 'is', null)
      .execute();
    const ids = new Map(listed.map((row) => [row.slug, row.id]));
    if (slugs.length !== listed.length || !slugs.every((slug) => ids.has(slug))) {
      throw new InvalidInputError({ slugs: 'document.order.invalid' });
    }
    for (const [position, slug] of slugs.entries()) {
      await trx
        .updateTable('document')
        .set({ position })
        .where('id', '=', ids.get(slug) ?? 0)
        .execute();
    }
    await recordAudit(
      trx,
      deps.clock,
      { actor: staff.username, requestId: context.requestId },
      {
        action: 'documents.reorder',
        subjectType: 'document-group',
        subjectId: group,
        details: { slugs },
      },
    );
  });
  deps.onChange();
  return { documents: await readLibrary(deps.db) };
}

/** Any version's PDF, for staff (role documents). */
export async function getStaffDocumentVersionFile(
  db: Kysely<Database>,
  user: SignedInStaff | null,
  slug: string,
  versionId: number,
): Promise<Buffer> {
  authorizeStaff(user, ['documents']);
  const row = await db
    .selectFrom('documentVersion')
    .innerJoin('document', 'document.id', 'documentVersion.documentId')
    .select('documentVersion.fileId')
    .where('document.slug', '=', slug)
    .where('documentVersion.id', '=', versionId)
    .executeTakeFirst();
  const bytes = row && (await readFileBytes(db, 'documentFile', { id: row.fileId }));
  if (!bytes) throw new ClientError(404, 'notFound');
  return bytes;
}
