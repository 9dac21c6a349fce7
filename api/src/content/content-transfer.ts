import type { Kysely } from 'kysely';
import {
  isRecord,
  type CourtContacts,
  type CourtDirections,
  type CourtHours,
  type CourtInfo,
  type CourtLinks,
  type CourtOfficials,
  type Faq,
} from '@court/contract';
import { recordAudit } from '../audit';
import type { Clock } from '../platform/clock';
import type { Database } from '../platform/database/schema';
import { InvalidInputError } from '../platform/errors';
import { apiMessage } from '../platform/messages';
import type { ContentKindDefinition } from './content-kind';
import { readPublishedContent } from './content-service';
import { cancelWaitingContentVersions, insertContentVersion } from './content-repository';
import { COURT_FACTS } from './court-facts-service';
import { COURT_HOURS_CONTENT } from './court-hours-service';
import { COURT_LINKS_CONTENT } from './court-links-service';
import { COURT_CONTACTS_CONTENT } from './court-contacts-service';
import { COURT_DIRECTIONS_CONTENT } from './court-directions-service';
import { FAQ_CONTENT } from './faq-service';
import { COURT_OFFICIALS_CONTENT } from './court-officials-service';
import {
  keepImportedOfficialPhotos,
  officialPhotoFiles,
  officialPhotoFilesProblem,
  type OfficialPhotoFiles,
} from './official-photos';

/**
 * What the first line of a content file says it is, and the shape this code writes. Version 1
 * carried no photos; it is still read.
 */
export const CONTENT_FILE_FORMAT = 'court-website-content';
export const CONTENT_FILE_VERSION = 2;
const READABLE_VERSIONS: readonly unknown[] = [1, CONTENT_FILE_VERSION];

/** The court's whole content, each kind as the site shows it. */
export interface CourtContent {
  'court-facts': CourtInfo;
  'court-hours': CourtHours;
  'court-links': CourtLinks;
  'court-contacts': CourtContacts;
  'court-directions': CourtDirections;
  'site-faq': Faq;
  'jury-faq': Faq;
  'court-officials': CourtOfficials;
}

type ContentKindName = keyof CourtContent;

/**
 * Kinds that became content after files were first written: a file made before lacks them, and
 * importing it leaves them as the site shows them.
 */
const KINDS_A_FILE_MAY_LACK: ReadonlySet<ContentKindName> = new Set(['court-directions']);

/** A file's content as read: every kind, but one a file may lack may be missing. */
export type ImportedCourtContent = {
  [Kind in ContentKindName]: CourtContent[Kind] | undefined;
};

/** Every kind a file carries, as the staff tools check and store them. */
const KINDS: { [Kind in ContentKindName]: ContentKindDefinition<CourtContent[Kind]> } = {
  'court-facts': COURT_FACTS,
  'court-hours': COURT_HOURS_CONTENT,
  'court-links': COURT_LINKS_CONTENT,
  'court-contacts': COURT_CONTACTS_CONTENT,
  'court-directions': COURT_DIRECTIONS_CONTENT,
  'site-faq': FAQ_CONTENT.site,
  'jury-faq': FAQ_CONTENT.jury,
  'court-officials': COURT_OFFICIALS_CONTENT,
};
const KIND_NAMES = Object.keys(KINDS) as ContentKindName[];

/** Does the same to every kind, one after another (an import's run in one transaction). */
async function forEachKind<Result extends Record<ContentKindName, unknown>>(
  act: <Kind extends ContentKindName>(
    kind: Kind,
    definition: ContentKindDefinition<CourtContent[Kind]>,
  ) => Promise<Result[Kind]>,
): Promise<Result> {
  const results: Partial<Result> = {};
  for (const kind of KIND_NAMES) {
    results[kind] = await act(
      kind,
      KINDS[kind] as ContentKindDefinition<CourtContent[typeof kind]>,
    );
  }
  return results as Result;
}

/** A photo in a content file: its two kept sizes, each the base64 of the WebP the site serves. */
export interface ContentFilePhoto {
  standard: string;
  double: string;
}

/** `npm run content -- export`'s file: what one server showed, to publish on another. */
export interface ContentFile {
  format: typeof CONTENT_FILE_FORMAT;
  version: typeof CONTENT_FILE_VERSION;
  exportedAt: string;
  content: CourtContent;
  /** Every photo the officials name, by id, so a server that never had them shows them. */
  photos: Record<string, ContentFilePhoto>;
}

/** A content file as read and checked: the content, and the photos it brings. */
export interface ImportedContent {
  content: ImportedCourtContent;
  photos: Map<string, OfficialPhotoFiles>;
}

function officialsPhotos(content: CourtContent): string[] {
  return content['court-officials'].officials.map(({ photo }) => photo).filter(Boolean);
}

/** Who the versions an import publishes name as their publisher. */
export const IMPORT_PUBLISHER = 'import';

/** A file that cannot be imported: every problem found, each with where it is. */
export class ContentFileError extends Error {
  constructor(readonly problems: string[]) {
    super(`The content file was not imported:\n${problems.map((p) => `- ${p}`).join('\n')}`);
    this.name = 'ContentFileError';
  }
}

export interface ContentTransferDeps {
  db: Kysely<Database>;
  clock: Clock;
}

/** The content the site shows now, as a file another server can import. */
export async function exportContent(deps: ContentTransferDeps): Promise<ContentFile> {
  const now = deps.clock.now();
  const content = await forEachKind<CourtContent>((_kind, definition) =>
    readPublishedContent(deps.db, definition, now),
  );
  const photos = await officialPhotoFiles(deps.db, officialsPhotos(content));
  return {
    format: CONTENT_FILE_FORMAT,
    version: CONTENT_FILE_VERSION,
    exportedAt: now.toISOString(),
    content,
    photos: Object.fromEntries(
      [...photos].map(([photo, files]) => [
        photo,
        { standard: files.standard.toString('base64'), double: files.double.toString('base64') },
      ]),
    ),
  };
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The photos of a file, each checked as what this site keeps and named by an official; problems
 * named by their place (`photos.<id>`).
 */
async function readFilePhotos(
  value: unknown,
  named: ReadonlySet<string> | null,
  problems: string[],
): Promise<Map<string, OfficialPhotoFiles>> {
  const photos = new Map<string, OfficialPhotoFiles>();
  if (value === undefined) return photos;
  if (!isRecord(value)) {
    problems.push('photos: not an object');
    return photos;
  }
  for (const [photo, entry] of Object.entries(value)) {
    const where = `photos.${photo}`;
    if (named && !named.has(photo)) {
      problems.push(`${where}: no official names this photo`);
      continue;
    }
    const sizes = isRecord(entry) ? [entry.standard, entry.double] : [];
    if (!sizes.every((size) => typeof size === 'string' && BASE64.test(size))) {
      problems.push(`${where}: expected "standard" and "double", each in base64`);
      continue;
    }
    const [standard, double] = sizes.map((size) => Buffer.from(String(size), 'base64'));
    const files = { standard: standard ?? Buffer.alloc(0), double: double ?? Buffer.alloc(0) };
    const problem = await officialPhotoFilesProblem(photo, files);
    if (problem) problems.push(`${where}: ${problem}`);
    else photos.set(photo, files);
  }
  return photos;
}

/**
 * One kind of a file, checked as its staff tool checks it; problems named by path. Undefined for
 * a kind the file may lack and does.
 */
async function readFileKind<Content>(
  name: ContentKindName,
  definition: ContentKindDefinition<Content>,
  value: unknown,
  problems: string[],
): Promise<Content | null | undefined> {
  const where = `content.${name}`;
  if (value === undefined && KINDS_A_FILE_MAY_LACK.has(name)) return undefined;
  if (!isRecord(value)) {
    problems.push(`${where}: missing, or not an object`);
    return null;
  }
  const known: ReadonlySet<string> = new Set(definition.fields);
  for (const field of Object.keys(value)) {
    if (!known.has(field)) problems.push(`${where}.${field}: not part of ${name}`);
  }
  try {
    return await definition.check(definition.upgrade?.(value) ?? value);
  } catch (error) {
    if (!(error instanceof InvalidInputError)) throw error;
    problems.push(...fieldProblems(where, error.errors));
    return null;
  }
}

/** A problem line per field: its place in the file and the message in English. */
function fieldProblems(where: string, errors: Record<string, string>): string[] {
  return Object.entries(errors).map(
    ([field, code]) => `${where}.${field}: ${apiMessage(code, 'en')}`,
  );
}

/** Reads a parsed content file whole; a ContentFileError lists every problem, with its place. */
export async function readContentFile(file: unknown): Promise<ImportedContent> {
  if (!isRecord(file)) throw new ContentFileError(['(file): not a JSON object']);
  const problems: string[] = [];
  if (file.format !== CONTENT_FILE_FORMAT) {
    problems.push(`format: expected "${CONTENT_FILE_FORMAT}"`);
  }
  if (!READABLE_VERSIONS.includes(file.version)) {
    problems.push(`version: expected ${READABLE_VERSIONS.join(' or ')}`);
  }
  const content = isRecord(file.content) ? file.content : {};
  const known: ReadonlySet<string> = new Set(KIND_NAMES);
  for (const kind of Object.keys(content)) {
    if (!known.has(kind)) problems.push(`content.${kind}: not a kind of content`);
  }
  const read = await forEachKind<{
    [Kind in ContentKindName]: CourtContent[Kind] | null | undefined;
  }>((kind, definition) => readFileKind(kind, definition, content[kind], problems));
  const officials = read['court-officials'];
  // Officials that could not be read name no photo to check the file's photos against.
  const named = officials ? new Set(officials.officials.map(({ photo }) => photo)) : null;
  const photos = await readFilePhotos(file.photos, named, problems);
  if (problems.length > 0) throw new ContentFileError(problems);
  // Read without a problem, no kind is missing but one a file may lack.
  return { content: read as ImportedCourtContent, photos };
}

/**
 * What an import did to a kind: the version it published (and the versions waiting for their
 * time that it cancelled), nothing when it was the same, or nothing when the file did not carry it.
 */
export type KindImport = { version: number | null; cancelled: readonly number[] } | 'absent';

export type ImportReport = Record<ContentKindName, KindImport>;

/**
 * Publishes one kind of an import when it differs from what the site shows; audited. A version
 * of the kind waiting for its time is cancelled first (audited with it), else it would replace
 * the imported content when its time came.
 */
async function importKind<Content>(
  trx: Kysely<Database>,
  clock: Clock,
  definition: ContentKindDefinition<Content>,
  content: Content,
): Promise<KindImport> {
  const now = clock.now();
  const cancelled = await cancelWaitingContentVersions(trx, definition.kind, {
    by: IMPORT_PUBLISHER,
    at: now.toISOString(),
  });
  if (cancelled.length > 0) {
    await recordAudit(
      trx,
      clock,
      { actor: null, requestId: null },
      {
        action: 'content.import.cancel',
        subjectType: 'content',
        subjectId: definition.kind,
        details: { source: 'cli', versions: cancelled },
      },
    );
  }
  const published = await readPublishedContent(trx, definition, now);
  const changed = definition.changes(published, content).map(({ name }) => name);
  if (changed.length === 0) return { version: null, cancelled };
  const version = await insertContentVersion(trx, definition.kind, {
    data: JSON.stringify(content),
    publishedBy: IMPORT_PUBLISHER,
    createdAt: now.toISOString(),
    publishAt: now.toISOString(),
  });
  await recordAudit(
    trx,
    clock,
    { actor: null, requestId: null },
    {
      action: 'content.import',
      subjectType: 'content',
      subjectId: definition.kind,
      details: { source: 'cli', version, changed },
    },
  );
  return { version, cancelled };
}

/**
 * Keeps the photos the file brings, then publishes each kind that differs from what the site
 * shows now as its next version, by IMPORT_PUBLISHER, all in one transaction; the versions
 * before stay, to restore in the staff tool. Audited (content.import) with the version and what
 * changed. Content naming a photo that neither the file brings nor this database keeps is
 * refused whole, and nothing changes.
 */
export async function importContent(
  deps: ContentTransferDeps,
  { content, photos }: ImportedContent,
): Promise<ImportReport> {
  return deps.db.transaction().execute(async (trx) => {
    await keepImportedOfficialPhotos(trx, deps.clock, photos, IMPORT_PUBLISHER);
    const problems: string[] = [];
    await forEachKind<Record<ContentKindName, null>>(async (kind, definition) => {
      const carried = content[kind];
      const unkept = carried === undefined ? {} : ((await definition.unkept?.(trx, carried)) ?? {});
      problems.push(...fieldProblems(`content.${kind}`, unkept));
      return null;
    });
    if (problems.length > 0) throw new ContentFileError(problems);
    return forEachKind<ImportReport>(async (kind, definition) => {
      const carried = content[kind];
      return carried === undefined ? 'absent' : importKind(trx, deps.clock, definition, carried);
    });
  });
}
