import type { Kysely } from 'kysely';
import {
  API_BASE,
  HEARING_IMPORT_MAX_ERRORS,
  STAFF_HEARING_IMPORTS_PATH,
  courtTimeToInstant,
  type HearingFeedColumn,
  type HearingImport,
  type HearingImportList,
  type HearingImportSource,
  type Language,
} from '@court/contract';
import { recordAudit } from '../audit';
import { authorizeStaff, type SignedInStaff } from '../platform/authorization';
import type { Clock } from '../platform/clock';
import { toCsv } from '../platform/csv';
import type { Database } from '../platform/database/schema';
import { ClientError } from '../platform/errors';
import { hearingKey, parseHearingFeed, type FeedHearing, type FeedProblem } from './hearing-feed';
import {
  findHearingImport,
  insertHearingChanges,
  insertHearingImport,
  insertHearings,
  listChangesOfImport,
  listHearingImports,
  listHearingRows,
  listHearingsOfImport,
  updateHearing,
  updateHearingImport,
  type HearingImportRow,
  type HearingRow,
} from './hearing-repository';
import type { HearingsSettings } from './hearings-deps';
import { apiMessage } from '../platform/messages';

/** The court's settings of when taking off upcoming hearings needs confirming. */
export type HearingRemovalSettings = Pick<
  HearingsSettings,
  'hearingRemovalConfirmPercent' | 'hearingRemovalConfirmMinimum'
>;

export interface HearingImportDeps {
  db: Kysely<Database>;
  clock: Clock;
  config: HearingRemovalSettings;
}

/** Who sent a schedule, for the import's record and the audit log. */
export interface ScheduleSender {
  source: HearingImportSource;
  /** The staff username, the feed key's name, or the file's name. */
  name: string;
  /** The audit log's actor: the username, or "feed:<name>" / "folder" for machines. */
  actor: string;
  requestId: string;
  /**
   * How many upcoming hearings staff confirmed this schedule takes off, as they were asked: it
   * applies only if that is still how many it takes off.
   */
  confirmedRemoval?: number;
}

/**
 * 409 to an upload that would take off more upcoming hearings than HEARING_REMOVAL_CONFIRM_PERCENT
 * and HEARING_REMOVAL_CONFIRM_MINIMUM let through unasked: nothing changed; the answer carries the
 * counts for staff to confirm.
 */
export class RemovalNeedsConfirming extends ClientError {
  constructor(
    readonly removed: number,
    readonly upcoming: number,
  ) {
    super(409, 'hearings.removal.confirm');
    this.name = 'RemovalNeedsConfirming';
  }
}

/**
 * Whether taking off `removed` of `upcoming` hearings looks like a partial schedule: at least the
 * minimum of them, and more than the percent.
 */
export function looksPartial(
  removed: number,
  upcoming: number,
  settings: HearingRemovalSettings,
): boolean {
  // In whole numbers, free of rounding: 3 of 15 is exactly 20 percent, not more.
  return (
    removed >= settings.hearingRemovalConfirmMinimum &&
    removed * 100 > upcoming * settings.hearingRemovalConfirmPercent
  );
}

type ChangeKind = 'added' | 'moved' | 'cancelled' | 'disappeared';

/** Where a hearing is: what a change notice says moved. */
interface Placement {
  date: string;
  time: string;
  courtroom: string;
}

const placementOf = (row: Pick<HearingRow, 'hearingDate' | 'hearingTime' | 'courtroom'>) => ({
  date: row.hearingDate,
  time: row.hearingTime,
  courtroom: row.courtroom,
});

/** Hearings no longer in the schedule (or cancelled) are not compared again. */
const CLOSED_STATUSES = ['cancelled', 'gone'];

/** The change a schedule's line makes to the hearing already known under its identity. */
function changeOf(known: HearingRow, line: FeedHearing): ChangeKind | null {
  if (line.status === 'cancelled') return known.status === 'cancelled' ? null : 'cancelled';
  if (CLOSED_STATUSES.includes(known.status)) return 'added';
  const moved =
    known.hearingDate !== line.date ||
    known.hearingTime !== line.time ||
    known.courtroom !== line.courtroom;
  return moved ? 'moved' : null;
}

function translateProblems(
  problems: readonly FeedProblem[],
  language: Language,
): HearingImport['errors'] {
  return problems.map(({ row, column, code, values }) => ({
    row,
    column,
    message: apiMessage(code, language, values),
  }));
}

function reportUrl(id: number): string {
  return `${API_BASE}/${STAFF_HEARING_IMPORTS_PATH}/${id}/report`;
}

function toHearingImport(row: HearingImportRow, language: Language): HearingImport {
  const problems = JSON.parse(row.errors) as FeedProblem[];
  return {
    id: row.id,
    importedAt: row.importedAt,
    source: row.source as HearingImportSource,
    importedBy: row.importedBy,
    applied: row.applied === 1,
    counts: {
      rows: Number(row.rowCount),
      added: Number(row.addedCount),
      moved: Number(row.movedCount),
      cancelled: Number(row.cancelledCount),
      disappeared: Number(row.disappearedCount),
      unchanged: Number(row.unchangedCount),
    },
    errors: translateProblems(problems, language),
    errorCount: Number(row.errorCount),
    reportUrl: reportUrl(row.id),
  };
}

const NO_COUNTS = {
  rowCount: 0,
  addedCount: 0,
  movedCount: 0,
  cancelledCount: 0,
  disappearedCount: 0,
  unchangedCount: 0,
};

/**
 * Records a schedule refused before anything of it was applied, with its problems (by line and
 * column where they have one), audited as hearings.import-refused: one the feed could not read,
 * and one the folder would not read (too large, or left half-imported by a restart).
 */
export async function recordRefusedSchedule(
  deps: HearingImportDeps,
  refusal: { problems: FeedProblem[]; rows: number },
  sender: ScheduleSender,
  language: Language,
): Promise<HearingImport> {
  const audit = { actor: sender.actor, requestId: sender.requestId };
  const id = await deps.db.transaction().execute(async (trx) => {
    const importId = await insertHearingImport(trx, {
      importedAt: deps.clock.now().toISOString(),
      source: sender.source,
      importedBy: sender.name,
      ...NO_COUNTS,
      rowCount: refusal.rows,
      applied: 0,
      errors: JSON.stringify(refusal.problems.slice(0, HEARING_IMPORT_MAX_ERRORS)),
      errorCount: refusal.problems.length,
    });
    await recordAudit(trx, deps.clock, audit, {
      action: 'hearings.import-refused',
      subjectType: 'hearing_import',
      subjectId: String(importId),
      details: { source: sender.source, by: sender.name, errors: refusal.problems.length },
    });
    return importId;
  });
  return readImport(deps.db, id, language);
}

/**
 * Imports a schedule: all of it in one transaction, or, when any line has a problem, none of it
 * (the refusal is recorded with every problem, by line and column). A good schedule is compared
 * with what the court sent before: new hearings, hearings moved (another day, time or room),
 * cancelled ones, and upcoming hearings gone from it (a schedule covers every upcoming hearing,
 * so one missing was taken off). Each change is kept for the notices that follow. A schedule
 * that would take off many of the upcoming hearings (looksPartial) changes nothing: from staff
 * it waits for them to confirm (RemovalNeedsConfirming), from the feed or the folder it is
 * refused, saying how many it left out.
 */
export async function importHearingSchedule(
  deps: HearingImportDeps,
  bytes: Buffer,
  sender: ScheduleSender,
  language: Language,
): Promise<HearingImport> {
  const parsed = parseHearingFeed(bytes);
  if (!parsed.ok) return recordRefusedSchedule(deps, parsed, sender, language);
  try {
    return await applySchedule(deps, parsed.hearings, sender, language);
  } catch (error) {
    if (!(error instanceof RemovalNeedsConfirming) || sender.source === 'upload') throw error;
    const values = { removed: String(error.removed), upcoming: String(error.upcoming) };
    return recordRefusedSchedule(
      deps,
      {
        problems: [{ row: 0, column: null, code: 'hearings.file.partial', values }],
        rows: parsed.hearings.length,
      },
      sender,
      language,
    );
  }
}

async function applySchedule(
  deps: HearingImportDeps,
  hearings: readonly FeedHearing[],
  sender: ScheduleSender,
  language: Language,
): Promise<HearingImport> {
  const now = deps.clock.now();
  const importedAt = now.toISOString();
  const record = {
    importedAt,
    source: sender.source,
    importedBy: sender.name,
  };
  const audit = { actor: sender.actor, requestId: sender.requestId };
  const id = await deps.db.transaction().execute(async (trx) => {
    const importId = await insertHearingImport(trx, {
      ...record,
      ...NO_COUNTS,
      applied: 1,
      errors: '[]',
      errorCount: 0,
    });
    const known = new Map((await listHearingRows(trx)).map((row) => [hearingKey(row), row]));
    const inSchedule = new Set<string>();
    const added: FeedHearing[] = [];
    const changes: {
      hearingId: number | null;
      key: string;
      kind: ChangeKind;
      before: Placement | null;
    }[] = [];
    let unchanged = 0;
    for (const line of hearings) {
      const key = hearingKey(line);
      inSchedule.add(key);
      const placement = {
        hearingDate: line.date,
        hearingTime: line.time,
        startsAt: courtTimeToInstant(line.date, line.time).toISOString(),
        courtroom: line.courtroom,
        status: line.status,
      };
      const row = known.get(key);
      if (!row) {
        added.push(line);
        changes.push({ hearingId: null, key, kind: 'added', before: null });
        continue;
      }
      const kind = changeOf(row, line);
      if (!kind) {
        unchanged += 1;
        continue;
      }
      await updateHearing(trx, row.id, {
        ...placement,
        lastImportId: importId,
        updatedAt: importedAt,
      });
      changes.push({ hearingId: row.id, key, kind, before: placementOf(row) });
    }
    for (const [key, row] of known) {
      const upcoming = row.startsAt >= importedAt;
      if (inSchedule.has(key) || !upcoming || CLOSED_STATUSES.includes(row.status)) continue;
      await updateHearing(trx, row.id, {
        status: 'gone',
        lastImportId: importId,
        updatedAt: importedAt,
      });
      changes.push({ hearingId: row.id, key, kind: 'disappeared', before: placementOf(row) });
    }
    const removed = changes.filter((change) => change.kind === 'disappeared').length;
    const upcoming = [...known.values()].filter(
      (row) => row.startsAt >= importedAt && !CLOSED_STATUSES.includes(row.status),
    ).length;
    // Thrown inside the transaction, so nothing of the schedule stays.
    if (looksPartial(removed, upcoming, deps.config) && sender.confirmedRemoval !== removed) {
      throw new RemovalNeedsConfirming(removed, upcoming);
    }
    await insertHearings(
      trx,
      added.map((line) => ({
        caseNumber: line.caseNumber,
        lastName: line.lastName,
        firstName: line.firstName,
        hearingType: line.hearingType,
        hearingDate: line.date,
        hearingTime: line.time,
        startsAt: courtTimeToInstant(line.date, line.time).toISOString(),
        courtroom: line.courtroom,
        status: line.status,
        lastImportId: importId,
        updatedAt: importedAt,
      })),
    );
    const insertedIds = new Map(
      (await listHearingsOfImport(trx, importId)).map((row) => [hearingKey(row), row.id]),
    );
    await insertHearingChanges(
      trx,
      changes.map(({ hearingId, key, kind, before }) => ({
        importId,
        hearingId: hearingId ?? insertedIds.get(key) ?? 0,
        kind,
        before: before ? JSON.stringify(before) : null,
      })),
    );
    const count = (kind: ChangeKind) => changes.filter((change) => change.kind === kind).length;
    const counts = {
      rowCount: hearings.length,
      addedCount: count('added'),
      movedCount: count('moved'),
      cancelledCount: count('cancelled'),
      disappearedCount: count('disappeared'),
      unchangedCount: unchanged,
    };
    await updateHearingImport(trx, importId, counts);
    await recordAudit(trx, deps.clock, audit, {
      action: 'hearings.import',
      subjectType: 'hearing_import',
      subjectId: String(importId),
      details: { source: sender.source, by: sender.name, ...counts },
    });
    return importId;
  });
  return readImport(deps.db, id, language);
}

async function readImport(
  db: Kysely<Database>,
  id: number,
  language: Language,
): Promise<HearingImport> {
  const row = await findHearingImport(db, id);
  if (!row) throw new ClientError(404, 'notFound');
  return toHearingImport(row, language);
}

/** How many imports staff see listed. */
const LISTED_IMPORTS = 50;

/** The latest imports, newest first (role hearings). */
export async function listImportsForStaff(
  db: Kysely<Database>,
  user: SignedInStaff | null,
  language: Language,
): Promise<HearingImportList> {
  authorizeStaff(user, ['hearings']);
  const rows = await listHearingImports(db, LISTED_IMPORTS);
  return { imports: rows.map((row) => toHearingImport(row, language)) };
}

const CHANGE_LABELS: Record<Language, Record<ChangeKind, string>> = {
  en: { added: 'new', moved: 'moved', cancelled: 'cancelled', disappeared: 'no longer scheduled' },
  es: {
    added: 'nueva',
    moved: 'cambiada',
    cancelled: 'cancelada',
    disappeared: 'ya no programada',
  },
};

const REPORT_HEADERS: Record<Language, { problems: string[]; changes: string[] }> = {
  en: {
    problems: ['row', 'column', 'problem'],
    changes: [
      'change',
      ...['case_number', 'last_name', 'first_name', 'hearing_type'],
      'was',
      'now',
    ],
  },
  es: {
    problems: ['fila', 'columna', 'problema'],
    changes: [
      'cambio',
      ...['case_number', 'last_name', 'first_name', 'hearing_type'],
      'antes',
      'ahora',
    ],
  },
};

function describePlacement(placement: Placement): string {
  return `${placement.date} ${placement.time}, ${placement.courtroom}`;
}

/**
 * The report of an import as CSV (role hearings): a refused one's problems, row by row, or what an
 * applied one changed, hearing by hearing.
 */
export async function hearingImportReport(
  db: Kysely<Database>,
  user: SignedInStaff | null,
  id: number,
  language: Language,
): Promise<{ filename: string; csv: string }> {
  authorizeStaff(user, ['hearings']);
  const row = await findHearingImport(db, id);
  if (!row) throw new ClientError(404, 'notFound');
  const headers = REPORT_HEADERS[language];
  if (row.applied !== 1) {
    const problems = translateProblems(JSON.parse(row.errors) as FeedProblem[], language);
    return {
      filename: `hearing-import-${id}-problems.csv`,
      csv: toCsv(
        headers.problems,
        problems.map(({ row: line, column, message }) => [
          String(line),
          column satisfies HearingFeedColumn | null,
          message,
        ]),
      ),
    };
  }
  const changes = await listChangesOfImport(db, id);
  return {
    filename: `hearing-import-${id}-changes.csv`,
    csv: toCsv(
      headers.changes,
      changes.map((change) => [
        CHANGE_LABELS[language][change.kind as ChangeKind],
        change.caseNumber,
        change.lastName,
        change.firstName,
        change.hearingType,
        change.before ? describePlacement(JSON.parse(change.before) as Placement) : null,
        change.kind === 'disappeared' || change.kind === 'cancelled'
          ? null
          : describePlacement(placementOf(change)),
      ]),
    ),
  };
}
