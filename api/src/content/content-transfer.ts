import type { Kysely } from 'kysely';
import {
  isRecord,
  type CourtContacts,
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
import { insertContentVersion } from './content-repository';
import { COURT_FACTS } from './court-facts-service';
import { COURT_HOURS_CONTENT } from './court-hours-service';
import { COURT_LINKS_CONTENT } from './court-links-service';
import { COURT_CONTACTS_CONTENT } from './court-contacts-service';
import { FAQ_CONTENT } from './faq-service';
import { COURT_OFFICIALS_CONTENT } from './court-officials-service';

/** What the first line of a content file says it is, and the shape this code reads. */
export const CONTENT_FILE_FORMAT = 'court-website-content';
export const CONTENT_FILE_VERSION = 1;

/** The court's whole content, each kind as the site shows it. */
export interface CourtContent {
  'court-facts': CourtInfo;
  'court-hours': CourtHours;
  'court-links': CourtLinks;
  'court-contacts': CourtContacts;
  'site-faq': Faq;
  'jury-faq': Faq;
  'court-officials': CourtOfficials;
}

type ContentKindName = keyof CourtContent;

/** Every kind a file carries, as the staff tools check and store them. */
const KINDS: { [Kind in ContentKindName]: ContentKindDefinition<CourtContent[Kind]> } = {
  'court-facts': COURT_FACTS,
  'court-hours': COURT_HOURS_CONTENT,
  'court-links': COURT_LINKS_CONTENT,
  'court-contacts': COURT_CONTACTS_CONTENT,
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

/** `npm run content -- export`'s file: what one server showed, to publish on another. */
export interface ContentFile {
  format: typeof CONTENT_FILE_FORMAT;
  version: typeof CONTENT_FILE_VERSION;
  exportedAt: string;
  content: CourtContent;
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
  return {
    format: CONTENT_FILE_FORMAT,
    version: CONTENT_FILE_VERSION,
    exportedAt: now.toISOString(),
    content: await forEachKind<CourtContent>((_kind, definition) =>
      readPublishedContent(deps.db, definition, now),
    ),
  };
}

/** One kind of a file, checked as its staff tool checks it; problems named by path. */
async function readFileKind<Content>(
  name: ContentKindName,
  definition: ContentKindDefinition<Content>,
  value: unknown,
  problems: string[],
): Promise<Content | null> {
  const where = `content.${name}`;
  if (!isRecord(value)) {
    problems.push(`${where}: missing, or not an object`);
    return null;
  }
  const known: ReadonlySet<string> = new Set(definition.fields);
  for (const field of Object.keys(value)) {
    if (!known.has(field)) problems.push(`${where}.${field}: not part of ${name}`);
  }
  try {
    return await definition.check(value);
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
export async function readContentFile(file: unknown): Promise<CourtContent> {
  if (!isRecord(file)) throw new ContentFileError(['(file): not a JSON object']);
  const problems: string[] = [];
  if (file.format !== CONTENT_FILE_FORMAT) {
    problems.push(`format: expected "${CONTENT_FILE_FORMAT}"`);
  }
  if (file.version !== CONTENT_FILE_VERSION) {
    problems.push(`version: expected ${CONTENT_FILE_VERSION}`);
  }
  const content = isRecord(file.content) ? file.content : {};
  const known: ReadonlySet<string> = new Set(KIND_NAMES);
  for (const kind of Object.keys(content)) {
    if (!known.has(kind)) problems.push(`content.${kind}: not a kind of content`);
  }
  const read = await forEachKind<{ [Kind in ContentKindName]: CourtContent[Kind] | null }>(
    (kind, definition) => readFileKind(kind, definition, content[kind], problems),
  );
  if (problems.length > 0) throw new ContentFileError(problems);
  // Read without a problem, no kind is missing.
  return read as CourtContent;
}

/** What an import did to each kind: the version it published, or nothing when it was the same. */
export type ImportReport = Record<ContentKindName, { version: number } | 'unchanged'>;

/** Publishes one kind of an import when it differs from what the site shows; audited. */
async function importKind<Content>(
  trx: Kysely<Database>,
  clock: Clock,
  definition: ContentKindDefinition<Content>,
  content: Content,
): Promise<{ version: number } | 'unchanged'> {
  const now = clock.now();
  const published = await readPublishedContent(trx, definition, now);
  const changed = definition.changes(published, content).map(({ name }) => name);
  if (changed.length === 0) return 'unchanged';
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
  return { version };
}

/**
 * Publishes each kind that differs from what the site shows now as its next version, by
 * IMPORT_PUBLISHER, all in one transaction; the versions before stay, to restore in the staff
 * tool. Audited (content.import) with the version and what changed. Content naming what this
 * database does not keep (a photo uploaded to another deployment) is refused whole first.
 */
export async function importContent(
  deps: ContentTransferDeps,
  content: CourtContent,
): Promise<ImportReport> {
  const problems: string[] = [];
  await forEachKind<Record<ContentKindName, null>>(async (kind, definition) => {
    const unkept = (await definition.unkept?.(deps.db, content[kind])) ?? {};
    problems.push(...fieldProblems(`content.${kind}`, unkept));
    return null;
  });
  if (problems.length > 0) throw new ContentFileError(problems);
  return deps.db
    .transaction()
    .execute((trx) =>
      forEachKind<ImportReport>((kind, definition) =>
        importKind(trx, deps.clock, definition, content[kind]),
      ),
    );
}
