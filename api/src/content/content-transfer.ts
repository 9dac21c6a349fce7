import type { Kysely } from 'kysely';
import { COURT_FACT_NAMES, courtFactChanges, isRecord, type CourtInfo } from '@court/contract';
import { recordAudit } from '../audit';
import type { Clock } from '../platform/clock';
import type { Database } from '../platform/database/schema';
import { InvalidInputError } from '../platform/errors';
import { apiMessage } from '../platform/messages';
import { checkCourtFacts, readPublishedCourtFacts } from './court-facts-service';
import { insertContentVersion } from './content-repository';

/** What the first line of a content file says it is, and the shape this code reads. */
export const CONTENT_FILE_FORMAT = 'court-website-content';
export const CONTENT_FILE_VERSION = 1;

/** The court's whole content, each kind as the site shows it. */
export interface CourtContent {
  'court-facts': CourtInfo;
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
    content: { 'court-facts': await readPublishedCourtFacts(deps.db, now) },
  };
}

/** The court facts of a file, checked as the staff tool checks them; problems named by path. */
async function readFileCourtFacts(value: unknown, problems: string[]): Promise<CourtInfo | null> {
  const where = 'content.court-facts';
  if (!isRecord(value)) {
    problems.push(`${where}: missing, or not an object of facts`);
    return null;
  }
  const known: ReadonlySet<string> = new Set(COURT_FACT_NAMES);
  for (const name of Object.keys(value)) {
    if (!known.has(name)) problems.push(`${where}.${name}: not a court fact`);
  }
  try {
    return await checkCourtFacts(value);
  } catch (error) {
    if (!(error instanceof InvalidInputError)) throw error;
    for (const [name, code] of Object.entries(error.errors)) {
      problems.push(`${where}.${name}: ${apiMessage(code, 'en')}`);
    }
    return null;
  }
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
  for (const kind of Object.keys(content)) {
    if (kind !== 'court-facts') problems.push(`content.${kind}: not a kind of content`);
  }
  const facts = await readFileCourtFacts(content['court-facts'], problems);
  if (problems.length > 0 || facts === null) throw new ContentFileError(problems);
  return { 'court-facts': facts };
}

/** What an import did to each kind: the version it published, or nothing when it was the same. */
export type ImportReport = Record<keyof CourtContent, { version: number } | 'unchanged'>;

/**
 * Publishes each kind that differs from what the site shows now as its next version, by
 * IMPORT_PUBLISHER, all in one transaction; the versions before stay, to restore in the staff
 * tool. Audited (content.import) with the version and the facts changed.
 */
export async function importContent(
  deps: ContentTransferDeps,
  content: CourtContent,
): Promise<ImportReport> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const published = await readPublishedCourtFacts(trx, now);
    const changed = courtFactChanges(published, content['court-facts']).map(({ name }) => name);
    if (changed.length === 0) return { 'court-facts': 'unchanged' };
    const version = await insertContentVersion(trx, 'court-facts', {
      data: JSON.stringify(content['court-facts']),
      publishedBy: IMPORT_PUBLISHER,
      createdAt: now.toISOString(),
      publishAt: now.toISOString(),
    });
    await recordAudit(
      trx,
      deps.clock,
      { actor: null, requestId: null },
      {
        action: 'content.import',
        subjectType: 'content',
        subjectId: 'court-facts',
        details: { source: 'cli', version, changed },
      },
    );
    return { 'court-facts': { version } };
  });
}
