import type { Kysely } from 'kysely';
import type { Database } from '../platform/database/schema';
import type { ContentKind } from './content-tables';

export interface ContentDraftRow {
  data: string;
  savedBy: string;
  savedAt: string;
}

export interface ContentVersionRow {
  number: number;
  data: string;
  publishedBy: string;
  createdAt: string;
  publishAt: string;
  cancelledBy: string | null;
  cancelledAt: string | null;
}

const VERSION_COLUMNS = [
  'number',
  'data',
  'publishedBy',
  'createdAt',
  'publishAt',
  'cancelledBy',
  'cancelledAt',
] as const;

export async function findContentDraft(
  db: Kysely<Database>,
  kind: ContentKind,
): Promise<ContentDraftRow | undefined> {
  return db
    .selectFrom('contentDraft')
    .select(['data', 'savedBy', 'savedAt'])
    .where('kind', '=', kind)
    .executeTakeFirst();
}

/** Writes the kind's draft, creating it when there is none. */
export async function saveContentDraft(
  db: Kysely<Database>,
  kind: ContentKind,
  draft: ContentDraftRow,
): Promise<void> {
  await db
    .insertInto('contentDraft')
    .values({ kind, ...draft })
    .onConflict((oc) => oc.column('kind').doUpdateSet(draft))
    .execute();
}

export async function deleteContentDraft(db: Kysely<Database>, kind: ContentKind): Promise<void> {
  await db.deleteFrom('contentDraft').where('kind', '=', kind).execute();
}

/** Every version of a kind, newest first. */
export async function listContentVersions(
  db: Kysely<Database>,
  kind: ContentKind,
): Promise<ContentVersionRow[]> {
  return db
    .selectFrom('contentVersion')
    .select(VERSION_COLUMNS)
    .where('kind', '=', kind)
    .orderBy('number', 'desc')
    .execute();
}

export async function findContentVersion(
  db: Kysely<Database>,
  kind: ContentKind,
  number: number,
): Promise<ContentVersionRow | undefined> {
  return db
    .selectFrom('contentVersion')
    .select(VERSION_COLUMNS)
    .where('kind', '=', kind)
    .where('number', '=', number)
    .executeTakeFirst();
}

/**
 * The versions whose time has come by `at`, not cancelled, in the order the site would show
 * them: the one whose time came last first (of two with the same time, the later published).
 */
function shownFirst(db: Kysely<Database>, kind: ContentKind, at: string) {
  return db
    .selectFrom('contentVersion')
    .select(VERSION_COLUMNS)
    .where('kind', '=', kind)
    .where('publishAt', '<=', at)
    .where('cancelledAt', 'is', null)
    .orderBy('publishAt', 'desc')
    .orderBy('number', 'desc');
}

/** The version the site shows at `at`. */
export async function findShownContentVersion(
  db: Kysely<Database>,
  kind: ContentKind,
  at: string,
): Promise<ContentVersionRow | undefined> {
  return shownFirst(db, kind, at).limit(1).executeTakeFirst();
}

/** The versions shown before the one shown at `at`, the latest first. */
export async function listEarlierShownContentVersions(
  db: Kysely<Database>,
  kind: ContentKind,
  at: string,
): Promise<ContentVersionRow[]> {
  return shownFirst(db, kind, at).offset(1).limit(Number.MAX_SAFE_INTEGER).execute();
}

/** The versions set to show after `at` and not cancelled: those waiting for their time. */
function waiting(db: Kysely<Database>, kind: ContentKind, at: string) {
  return db
    .selectFrom('contentVersion')
    .select(VERSION_COLUMNS)
    .where('kind', '=', kind)
    .where('publishAt', '>', at)
    .where('cancelledAt', 'is', null);
}

/** The version waiting for its time, if one does (publishing allows one at a time). */
export async function findWaitingContentVersion(
  db: Kysely<Database>,
  kind: ContentKind,
  at: string,
): Promise<ContentVersionRow | undefined> {
  return waiting(db, kind, at).orderBy('number', 'desc').limit(1).executeTakeFirst();
}

/**
 * Adds the kind's next version. Two staff publishing at once could read the same last number:
 * the unique (kind, number) constraint refuses the second rather than keeping two versions 3.
 */
export async function insertContentVersion(
  db: Kysely<Database>,
  kind: ContentKind,
  version: Omit<ContentVersionRow, 'number' | 'cancelledBy' | 'cancelledAt'>,
): Promise<number> {
  const last = await db
    .selectFrom('contentVersion')
    .select((eb) => eb.fn.max('number').as('number'))
    .where('kind', '=', kind)
    .executeTakeFirst();
  const number = Number(last?.number ?? 0) + 1;
  await db
    .insertInto('contentVersion')
    .values({ kind, number, ...version })
    .execute();
  return number;
}

/**
 * Cancels a version whose time has not come, so the site never shows it; answers whether it
 * did (false when it is shown already, or was cancelled before).
 */
export async function cancelScheduledContentVersion(
  db: Kysely<Database>,
  kind: ContentKind,
  number: number,
  cancelled: { by: string; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('contentVersion')
    .set({ cancelledBy: cancelled.by, cancelledAt: cancelled.at })
    .where('kind', '=', kind)
    .where('number', '=', number)
    .where('publishAt', '>', cancelled.at)
    .where('cancelledAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Cancels every version of the kind still waiting for its time; answers their numbers. */
export async function cancelWaitingContentVersions(
  db: Kysely<Database>,
  kind: ContentKind,
  cancelled: { by: string; at: string },
): Promise<number[]> {
  const versions = await waiting(db, kind, cancelled.at).execute();
  for (const { number } of versions) {
    await cancelScheduledContentVersion(db, kind, number, cancelled);
  }
  return versions.map(({ number }) => number);
}
