import { CsvError, parse } from 'csv-parse/sync';
import {
  CASE_NUMBER_PATTERN,
  HEARING_FEED_COLUMNS,
  HEARING_STATUSES,
  isCalendarDate,
  type HearingFeedColumn,
  type HearingStatus,
} from '@court/contract';

/** One hearing of a schedule, as checked. */
export interface FeedHearing {
  /** The line of the file it came from (the header is line 1). */
  line: number;
  caseNumber: string;
  lastName: string;
  firstName: string;
  /** Court-local date, YYYY-MM-DD. */
  date: string;
  /** Court-local time, HH:MM on the 24-hour clock. */
  time: string;
  hearingType: string;
  courtroom: string;
  status: HearingStatus;
}

/** What is wrong, as a message code of the validation catalog. */
export interface FeedProblem {
  row: number;
  column: HearingFeedColumn | null;
  code: string;
  /** What the message names (counts), when it names any. */
  values?: Record<string, string>;
}

export type ParsedFeed =
  { ok: true; hearings: FeedHearing[] } | { ok: false; problems: FeedProblem[]; rows: number };

const MAX_TEXT_LENGTH = 100;

/** The identity of a hearing from import to import: whatever else moves, these stay. */
export function hearingKey(hearing: {
  caseNumber: string;
  lastName: string;
  firstName: string;
  hearingType: string;
}): string {
  return [hearing.caseNumber, hearing.lastName, hearing.firstName, hearing.hearingType]
    .map((part) => part.toLowerCase())
    .join('\u0000');
}

/** A case number as the court writes it, spaces and dashes dropped: "2026 trd 01234" is 2026TRD01234. */
export function normalizeCaseNumber(raw: string): string {
  return raw.replace(/[\s-]+/g, '').toUpperCase();
}

/** YYYY-MM-DD from YYYY-MM-DD or M/D/YYYY (the two ways exports write a day); null otherwise. */
function parseDate(raw: string): string | null {
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(raw);
  const iso = us ? `${us[3]}-${us[1]?.padStart(2, '0')}-${us[2]?.padStart(2, '0')}` : raw;
  return isCalendarDate(iso) ? iso : null;
}

/** HH:MM from 24-hour "13:30" or 12-hour "1:30 PM"; null otherwise. */
function parseTime(raw: string): string | null {
  const match = /^(\d{1,2}):(\d{2})(?:\s*([AaPp])\.?[Mm]\.?)?$/.exec(raw);
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  const half = match[3]?.toLowerCase();
  if (half) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (half === 'p' ? 12 : 0);
  }
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** Whether the bytes are text a spreadsheet could have saved: UTF-8, no NUL. */
function isText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  return !new TextDecoder('utf-8', { fatal: false }).decode(bytes).includes('\uFFFD');
}

/**
 * Reads a schedule: a header naming every column (any order, any case, extra columns ignored),
 * then one hearing per line. Every problem is found, by line and column, rather than only the
 * first, so a clerk fixes the file in one pass; a file with any problem is refused whole.
 */
export function parseHearingFeed(bytes: Buffer): ParsedFeed {
  const refuse = (code: string, row = 0): ParsedFeed => ({
    ok: false,
    problems: [{ row, column: null, code }],
    rows: 0,
  });
  if (bytes.length === 0) return refuse('hearings.file.empty');
  if (!isText(bytes)) return refuse('hearings.file.notCsv');
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(bytes.toString('utf8'), {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    return refuse('hearings.file.notCsv', error instanceof CsvError ? Number(error.lines) || 0 : 0);
  }
  const [header, ...rows] = records;
  if (!header) return refuse('hearings.file.empty');
  const headerNames = header.record.map((name) => name.trim().toLowerCase());
  const problems: FeedProblem[] = [];
  const at = new Map<HearingFeedColumn, number>();
  for (const column of HEARING_FEED_COLUMNS) {
    const index = headerNames.indexOf(column);
    if (index === -1) problems.push({ row: 1, column, code: 'hearings.column.missing' });
    else at.set(column, index);
  }
  if (problems.length > 0) return { ok: false, problems, rows: rows.length };
  if (rows.length === 0) return refuse('hearings.file.empty');

  const hearings: FeedHearing[] = [];
  const seen = new Map<string, number>();
  for (const { record, info } of rows) {
    const line = info.lines;
    if (record.length < header.record.length) {
      problems.push({ row: line, column: null, code: 'hearings.row.cells' });
      continue;
    }
    const cell = (column: HearingFeedColumn) => (record[at.get(column) ?? -1] ?? '').trim();
    const rowProblems: FeedProblem[] = [];
    const problem = (column: HearingFeedColumn, code: string) =>
      rowProblems.push({ row: line, column, code });
    const text = (column: HearingFeedColumn) => {
      const value = cell(column).replace(/\s+/g, ' ');
      if (value === '') problem(column, 'hearings.cell.required');
      else if (value.length > MAX_TEXT_LENGTH) problem(column, 'hearings.cell.tooLong');
      return value;
    };
    const caseNumber = normalizeCaseNumber(cell('case_number'));
    if (caseNumber === '') problem('case_number', 'hearings.cell.required');
    else if (!CASE_NUMBER_PATTERN.test(caseNumber))
      problem('case_number', 'hearings.caseNumber.format');
    const lastName = text('last_name');
    const firstName = text('first_name');
    const date = parseDate(cell('hearing_date'));
    if (!date) problem('hearing_date', 'hearings.date.format');
    const time = parseTime(cell('hearing_time'));
    if (!time) problem('hearing_time', 'hearings.time.format');
    const hearingType = text('hearing_type');
    const courtroom = text('courtroom');
    const status = cell('status').toLowerCase();
    if (!(HEARING_STATUSES as readonly string[]).includes(status)) {
      problem('status', 'hearings.status.invalid');
    }
    if (rowProblems.length > 0 || !date || !time) {
      problems.push(...rowProblems);
      continue;
    }
    const hearing: FeedHearing = {
      line,
      caseNumber,
      lastName,
      firstName,
      date,
      time,
      hearingType,
      courtroom,
      status: status as HearingStatus,
    };
    const key = hearingKey(hearing);
    if (seen.has(key)) {
      problems.push({ row: line, column: null, code: 'hearings.row.duplicate' });
      continue;
    }
    seen.set(key, line);
    hearings.push(hearing);
  }
  return problems.length > 0 ? { ok: false, problems, rows: rows.length } : { ok: true, hearings };
}
