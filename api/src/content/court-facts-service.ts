import type { Kysely } from 'kysely';
import { ValidationError } from 'yup';
import {
  COURT_FACT_NAMES,
  COURT_INFO,
  courtFactChanges,
  courtTimeToInstant,
  isCalendarDate,
  isRecord,
  type CourtFactsEditor,
  type CourtFactsVersion,
  type CourtFactsVersionState,
  type CourtInfo,
} from '@court/contract';
import { courtFactsSchema } from '@court/contract/schemas';
import { recordAudit } from '../audit';
import { authorizeStaff, type SignedInStaff } from '../platform/authorization';
import type { Clock } from '../platform/clock';
import type { Database } from '../platform/database/schema';
import { ClientError, InvalidInputError } from '../platform/errors';
import {
  cancelScheduledContentVersion,
  deleteContentDraft,
  findContentDraft,
  findContentVersion,
  findShownContentVersion,
  insertContentVersion,
  listContentVersions,
  saveContentDraft,
  type ContentVersionRow,
} from './content-repository';

export interface CourtFactsDeps {
  db: Kysely<Database>;
  clock: Clock;
}

const KIND = 'court-facts';

/**
 * Facts as stored. A version saved before a fact existed lacks it: that fact keeps its default,
 * so an old version still renders every page whole.
 */
function parseFacts(data: string): CourtInfo {
  const stored: unknown = JSON.parse(data);
  const facts = { ...COURT_INFO };
  if (isRecord(stored)) {
    for (const name of COURT_FACT_NAMES) {
      const value = stored[name];
      if (typeof value === 'string') facts[name] = value;
    }
  }
  return facts;
}

/**
 * The court facts the site shows at `at`: the last version published by then, else the defaults.
 * Mail reads them in its own transaction, so that what it says is what the pages said.
 */
export async function readPublishedCourtFacts(db: Kysely<Database>, at: Date): Promise<CourtInfo> {
  const shown = await findShownContentVersion(db, KIND, at.toISOString());
  return shown ? parseFacts(shown.data) : COURT_INFO;
}

function versionState(
  row: ContentVersionRow,
  now: string,
  shownNumber: number | undefined,
): CourtFactsVersionState {
  if (row.cancelledAt !== null) return 'cancelled';
  if (row.publishAt > now) return 'scheduled';
  return row.number === shownNumber ? 'current' : 'earlier';
}

async function editorView(deps: CourtFactsDeps): Promise<CourtFactsEditor> {
  const now = deps.clock.now().toISOString();
  const [draftRow, rows, shown] = await Promise.all([
    findContentDraft(deps.db, KIND),
    listContentVersions(deps.db, KIND),
    findShownContentVersion(deps.db, KIND, now),
  ]);
  const published = shown ? parseFacts(shown.data) : COURT_INFO;
  const draft = draftRow ? parseFacts(draftRow.data) : published;
  // rows are newest first: a version's predecessor is the next row not cancelled (cancelled ones
  // never showed); the first's, the defaults.
  const versions = rows.map((row, index): CourtFactsVersion => {
    const facts = parseFacts(row.data);
    const before = rows.slice(index + 1).find((earlier) => earlier.cancelledAt === null);
    return {
      number: row.number,
      publishedBy: row.publishedBy,
      createdAt: row.createdAt,
      publishAt: row.publishAt,
      state: versionState(row, now, shown?.number),
      cancelledBy: row.cancelledBy,
      changes: courtFactChanges(before ? parseFacts(before.data) : COURT_INFO, facts),
      facts,
    };
  });
  return {
    draft,
    draftSavedBy: draftRow?.savedBy ?? null,
    draftSavedAt: draftRow?.savedAt ?? null,
    unpublishedChanges: courtFactChanges(published, draft),
    published,
    versions,
  };
}

/** The draft, what the site shows, and every version (role content). */
export async function getCourtFactsEditor(
  deps: CourtFactsDeps,
  user: SignedInStaff | null,
): Promise<CourtFactsEditor> {
  authorizeStaff(user, ['content']);
  return editorView(deps);
}

/**
 * Every fact checked by its kind, as the tool and a content import check them; an
 * InvalidInputError with a message code per failing fact.
 */
export async function checkCourtFacts(input: unknown): Promise<CourtInfo> {
  try {
    return await courtFactsSchema.validate(isRecord(input) ? input : {}, {
      abortEarly: false,
      stripUnknown: true,
    });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const failure of error.inner.length > 0 ? error.inner : [error]) {
      errors[failure.path ?? 'form'] ??= failure.errors[0] ?? 'form.invalid';
    }
    throw new InvalidInputError(errors);
  }
}

/**
 * Saves staff's edits as the draft; the site does not change until it is published. Audited
 * (content.court-facts.draft) with the names of the facts that differ from what is published.
 */
export async function saveCourtFactsDraft(
  deps: CourtFactsDeps,
  user: SignedInStaff | null,
  input: unknown,
  requestId: string,
): Promise<CourtFactsEditor> {
  const staff = authorizeStaff(user, ['content']);
  const facts = await checkCourtFacts(input);
  await deps.db.transaction().execute(async (trx) => {
    const published = await readPublishedCourtFacts(trx, deps.clock.now());
    await saveContentDraft(trx, KIND, {
      data: JSON.stringify(facts),
      savedBy: staff.username,
      savedAt: deps.clock.now().toISOString(),
    });
    await recordAudit(
      trx,
      deps.clock,
      { actor: staff.username, requestId },
      {
        action: 'content.court-facts.draft',
        subjectType: 'content',
        subjectId: KIND,
        details: { changed: courtFactChanges(published, facts).map((change) => change.name) },
      },
    );
  });
  return editorView(deps);
}

/** When a publication shows: now when no date or time is given, else that moment in Canton. */
function readPublishAt(input: unknown, now: Date): Date {
  const body = isRecord(input) ? input : {};
  const date = typeof body.publishDate === 'string' ? body.publishDate.trim() : '';
  const time = typeof body.publishTime === 'string' ? body.publishTime.trim() : '';
  if (date === '' && time === '') return now;
  const errors: Record<string, string> = {};
  if (!isCalendarDate(date)) errors.publishDate = 'courtFacts.publishDate.format';
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) errors.publishTime = 'courtFacts.publishTime.format';
  if (Object.keys(errors).length > 0) throw new InvalidInputError(errors);
  const at = courtTimeToInstant(date, time);
  if (at.getTime() <= now.getTime()) {
    throw new InvalidInputError({ publishDate: 'courtFacts.publishAt.past' });
  }
  return at;
}

/**
 * Publishes the draft as the next version, shown now or from the chosen moment; the draft is then
 * gone. Audited (content.court-facts.publish) with the version, its time and the facts changed.
 */
export async function publishCourtFacts(
  deps: CourtFactsDeps,
  user: SignedInStaff | null,
  input: unknown,
  requestId: string,
): Promise<CourtFactsEditor> {
  const staff = authorizeStaff(user, ['content']);
  const now = deps.clock.now();
  const publishAt = readPublishAt(input, now).toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const draft = await findContentDraft(trx, KIND);
    if (!draft) throw new ClientError(409, 'courtFacts.noDraft');
    const published = await readPublishedCourtFacts(trx, deps.clock.now());
    const number = await insertContentVersion(trx, KIND, {
      data: draft.data,
      publishedBy: staff.username,
      createdAt: now.toISOString(),
      publishAt,
    });
    await deleteContentDraft(trx, KIND);
    await recordAudit(
      trx,
      deps.clock,
      { actor: staff.username, requestId },
      {
        action: 'content.court-facts.publish',
        subjectType: 'content',
        subjectId: KIND,
        details: {
          version: number,
          publishAt,
          changed: courtFactChanges(published, parseFacts(draft.data)).map((c) => c.name),
        },
      },
    );
  });
  return editorView(deps);
}

/** What staff do to one published version: make it the draft again, or cancel it before its time. */
export type CourtFactsVersionAction = 'restore' | 'cancel';

/**
 * Makes an earlier version the draft, to publish again as it was (or after more edits).
 * Cancels a version published for later, before its time: it stays in the list, marked
 * cancelled, and the site never shows it; 409 when its time has come (or it was cancelled
 * already): a version shown is undone by restoring another. Either is audited
 * (content.court-facts.restore or .cancel) with the version.
 */
export async function actOnCourtFactsVersion(
  deps: CourtFactsDeps,
  user: SignedInStaff | null,
  number: number,
  requestId: string,
  action: CourtFactsVersionAction,
): Promise<CourtFactsEditor> {
  const staff = authorizeStaff(user, ['content']);
  await deps.db.transaction().execute(async (trx) => {
    const version = await findContentVersion(trx, KIND, number);
    if (!version) throw new ClientError(404, 'notFound');
    const at = deps.clock.now().toISOString();
    if (action === 'restore') {
      await saveContentDraft(trx, KIND, {
        data: version.data,
        savedBy: staff.username,
        savedAt: at,
      });
    } else if (
      !(await cancelScheduledContentVersion(trx, KIND, number, { by: staff.username, at }))
    ) {
      throw new ClientError(409, 'courtFacts.notScheduled');
    }
    await recordAudit(
      trx,
      deps.clock,
      { actor: staff.username, requestId },
      {
        action: `content.court-facts.${action}`,
        subjectType: 'content',
        subjectId: KIND,
        details: { version: number },
      },
    );
  });
  return editorView(deps);
}
