import type { Kysely } from 'kysely';
import {
  courtTimeToInstant,
  isCalendarDate,
  isRecord,
  type ContentChange,
  type ContentEditor,
  type ContentVersion,
  type ContentVersionState,
} from '@court/contract';
import { recordAudit } from '../audit';
import { authorizeStaff, type SignedInStaff } from '../platform/authorization';
import type { Clock } from '../platform/clock';
import type { Database } from '../platform/database/schema';
import { ClientError, InvalidInputError } from '../platform/errors';
import { checkKept, type ContentKindDefinition } from './content-kind';
import {
  cancelScheduledContentVersion,
  deleteContentDraft,
  findContentDraft,
  findContentVersion,
  findShownContentVersion,
  findWaitingContentVersion,
  insertContentVersion,
  listEarlierShownContentVersions,
  listContentVersions,
  saveContentDraft,
  type ContentVersionRow,
} from './content-repository';

export interface ContentDeps {
  db: Kysely<Database>;
  clock: Clock;
}

/** A stored version as the staff tool lists it; one that no longer reads, as the defaults. */
function parseStored<Content>(definition: ContentKindDefinition<Content>, data: string): Content {
  return definition.parse(JSON.parse(data)) ?? definition.defaults;
}

/**
 * What the site shows of a kind at `at`: the last version published by then, else the defaults.
 * Mail reads it in its own transaction, so that what it says is what the pages said. A version
 * that no longer passes today's checks (saved before a rule was added) gives way to the latest
 * earlier one that does, so the site keeps the court's own words rather than the samples; each
 * one passed over is told to `passedOver`.
 */
export async function readPublishedContent<Content>(
  db: Kysely<Database>,
  definition: ContentKindDefinition<Content>,
  at: Date,
  passedOver: (version: number) => void = () => undefined,
): Promise<Content> {
  const shown = await findShownContentVersion(db, definition.kind, at.toISOString());
  if (!shown) return definition.defaults;
  const content = definition.parse(JSON.parse(shown.data));
  if (content !== undefined) return content;
  passedOver(shown.number);
  for (const earlier of await listEarlierShownContentVersions(
    db,
    definition.kind,
    at.toISOString(),
  )) {
    const earlierContent = definition.parse(JSON.parse(earlier.data));
    if (earlierContent !== undefined) return earlierContent;
    passedOver(earlier.number);
  }
  return definition.defaults;
}

function versionState(
  row: ContentVersionRow,
  now: string,
  shownNumber: number | undefined,
): ContentVersionState {
  if (row.cancelledAt !== null) return 'cancelled';
  if (row.publishAt > now) return 'scheduled';
  return row.number === shownNumber ? 'current' : 'earlier';
}

async function editorView<Content, Change extends ContentChange>(
  deps: ContentDeps,
  definition: ContentKindDefinition<Content, Change>,
): Promise<ContentEditor<Content, Change>> {
  const now = deps.clock.now().toISOString();
  const [draftRow, rows, shown] = await Promise.all([
    findContentDraft(deps.db, definition.kind),
    listContentVersions(deps.db, definition.kind),
    findShownContentVersion(deps.db, definition.kind, now),
  ]);
  const published = shown ? parseStored(definition, shown.data) : definition.defaults;
  const draft = draftRow ? parseStored(definition, draftRow.data) : published;
  // rows are newest first: a version's predecessor is the next row not cancelled (cancelled ones
  // never showed); the first's, the defaults.
  const versions = rows.map((row, index): ContentVersion<Content, Change> => {
    const content = parseStored(definition, row.data);
    const before = rows.slice(index + 1).find((earlier) => earlier.cancelledAt === null);
    return {
      number: row.number,
      publishedBy: row.publishedBy,
      createdAt: row.createdAt,
      publishAt: row.publishAt,
      state: versionState(row, now, shown?.number),
      cancelledBy: row.cancelledBy,
      changes: definition.changes(
        before ? parseStored(definition, before.data) : definition.defaults,
        content,
      ),
      content,
    };
  });
  return {
    draft,
    draftSavedBy: draftRow?.savedBy ?? null,
    draftSavedAt: draftRow?.savedAt ?? null,
    unpublishedChanges: definition.changes(published, draft),
    published,
    versions,
  };
}

/** The draft, what the site shows, and every version (role content). */
export async function getContentEditor<Content, Change extends ContentChange>(
  deps: ContentDeps,
  definition: ContentKindDefinition<Content, Change>,
  user: SignedInStaff | null,
): Promise<ContentEditor<Content, Change>> {
  authorizeStaff(user, ['content']);
  return editorView(deps, definition);
}

/**
 * Saves staff's edits as the draft; the site does not change until it is published. Audited
 * (content.<kind>.draft) with the names of what differs from what is published.
 */
export async function saveContentDraftAs<Content, Change extends ContentChange>(
  deps: ContentDeps,
  definition: ContentKindDefinition<Content, Change>,
  user: SignedInStaff | null,
  input: unknown,
  requestId: string,
): Promise<ContentEditor<Content, Change>> {
  const staff = authorizeStaff(user, ['content']);
  const content = await definition.check(input);
  await checkKept(deps.db, definition, content);
  await deps.db.transaction().execute(async (trx) => {
    const published = await readPublishedContent(trx, definition, deps.clock.now());
    await saveContentDraft(trx, definition.kind, {
      data: JSON.stringify(content),
      savedBy: staff.username,
      savedAt: deps.clock.now().toISOString(),
    });
    await recordAudit(
      trx,
      deps.clock,
      { actor: staff.username, requestId },
      {
        action: `content.${definition.kind}.draft`,
        subjectType: 'content',
        subjectId: definition.kind,
        details: { changed: definition.changes(published, content).map((change) => change.name) },
      },
    );
  });
  return editorView(deps, definition);
}

/** When a publication shows: now when no date or time is given, else that moment in Canton. */
function readPublishAt(input: unknown, now: Date): Date {
  const body = isRecord(input) ? input : {};
  const date = typeof body.publishDate === 'string' ? body.publishDate.trim() : '';
  const time = typeof body.publishTime === 'string' ? body.publishTime.trim() : '';
  if (date === '' && time === '') return now;
  const errors: Record<string, string> = {};
  if (!isCalendarDate(date)) errors.publishDate = 'content.publishDate.format';
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) errors.publishTime = 'content.publishTime.format';
  if (Object.keys(errors).length > 0) throw new InvalidInputError(errors);
  const at = courtTimeToInstant(date, time);
  if (at.getTime() <= now.getTime()) {
    throw new InvalidInputError({ publishDate: 'content.publishAt.past' });
  }
  return at;
}

/**
 * Publishes the draft as the kind's next version, shown now or from the chosen moment; the draft
 * is then gone. Audited (content.<kind>.publish) with the version, its time and what changed.
 * While a version waits for its time, another is refused (409): the draft was made from what the
 * site shows, without the waiting change, so publishing it before that change would lose the
 * draft's edits when the waiting version's time came, and after it would undo the waiting change.
 * Staff cancel the waiting version, or make it the draft and publish their edits with it.
 */
export async function publishContent<Content, Change extends ContentChange>(
  deps: ContentDeps,
  definition: ContentKindDefinition<Content, Change>,
  user: SignedInStaff | null,
  input: unknown,
  requestId: string,
): Promise<ContentEditor<Content, Change>> {
  const staff = authorizeStaff(user, ['content']);
  const now = deps.clock.now();
  const publishAt = readPublishAt(input, now).toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const draft = await findContentDraft(trx, definition.kind);
    if (!draft) throw new ClientError(409, 'content.noDraft');
    if (await findWaitingContentVersion(trx, definition.kind, now.toISOString())) {
      throw new ClientError(409, 'content.versionWaiting');
    }
    const published = await readPublishedContent(trx, definition, now);
    const number = await insertContentVersion(trx, definition.kind, {
      data: draft.data,
      publishedBy: staff.username,
      createdAt: now.toISOString(),
      publishAt,
    });
    await deleteContentDraft(trx, definition.kind);
    await recordAudit(
      trx,
      deps.clock,
      { actor: staff.username, requestId },
      {
        action: `content.${definition.kind}.publish`,
        subjectType: 'content',
        subjectId: definition.kind,
        details: {
          version: number,
          publishAt,
          changed: definition
            .changes(published, parseStored(definition, draft.data))
            .map((change) => change.name),
        },
      },
    );
  });
  return editorView(deps, definition);
}

/** What staff do to one published version: make it the draft again, or cancel it before its time. */
export type ContentVersionAction = 'restore' | 'cancel';

/**
 * Makes an earlier version the draft, to publish again as it was (or after more edits).
 * Cancels a version published for later, before its time: it stays in the list, marked
 * cancelled, and the site never shows it; 409 when its time has come (or it was cancelled
 * already): a version shown is undone by restoring another. Either is audited
 * (content.<kind>.restore or .cancel) with the version.
 */
export async function actOnContentVersion<Content, Change extends ContentChange>(
  deps: ContentDeps,
  definition: ContentKindDefinition<Content, Change>,
  user: SignedInStaff | null,
  number: number,
  requestId: string,
  action: ContentVersionAction,
): Promise<ContentEditor<Content, Change>> {
  const staff = authorizeStaff(user, ['content']);
  await deps.db.transaction().execute(async (trx) => {
    const version = await findContentVersion(trx, definition.kind, number);
    if (!version) throw new ClientError(404, 'notFound');
    const at = deps.clock.now().toISOString();
    if (action === 'restore') {
      await saveContentDraft(trx, definition.kind, {
        data: version.data,
        savedBy: staff.username,
        savedAt: at,
      });
    } else if (
      !(await cancelScheduledContentVersion(trx, definition.kind, number, {
        by: staff.username,
        at,
      }))
    ) {
      throw new ClientError(409, 'content.notScheduled');
    }
    await recordAudit(
      trx,
      deps.clock,
      { actor: staff.username, requestId },
      {
        action: `content.${definition.kind}.${action}`,
        subjectType: 'content',
        subjectId: definition.kind,
        details: { version: number },
      },
    );
  });
  return editorView(deps, definition);
}
