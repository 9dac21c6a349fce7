/*
 * The court's hearing schedule, as the case-management system exports it: a CSV snapshot of the
 * upcoming hearings, imported whole or not at all. It arrives three ways, through one importer:
 *
 * - staff upload it at /staff/hearings (role hearings): POST staff/hearings/imports, multipart
 *   { file } (201 HearingImport; 400 RefusedHearingImport, with its errors, when refused);
 * - the court's nightly job posts it: POST hearings/feed, the CSV as the body (text/csv), with
 *   `Authorization: Bearer <key>` for one of HEARING_FEED_KEYS (same answers);
 * - a court that can only drop files puts it in HEARING_FEED_DIR, which the API watches.
 *
 * Staff list the imports (GET staff/hearings/imports: HearingImportList) and download one's
 * report (GET staff/hearings/imports/:id/report: CSV).
 */

/** Where staff upload a schedule and list the imports (under API_BASE). */
export const STAFF_HEARING_IMPORTS_PATH = 'staff/hearings/imports';
/** Where the court's own job posts its schedule (under API_BASE). */
export const HEARING_FEED_PATH = 'hearings/feed';

/** The columns of the schedule, in the order a file may give them (the header names them). */
export const HEARING_FEED_COLUMNS = [
  'case_number',
  'last_name',
  'first_name',
  'hearing_date',
  'hearing_time',
  'hearing_type',
  'courtroom',
  'status',
] as const;
export type HearingFeedColumn = (typeof HEARING_FEED_COLUMNS)[number];

export const HEARING_STATUSES = ['scheduled', 'continued', 'cancelled'] as const;
export type HearingStatus = (typeof HEARING_STATUSES)[number];

/** Largest schedule accepted, in bytes: a year of a busy court's hearings fits many times over. */
export const HEARING_FEED_MAX_BYTES = 10 * 1024 * 1024;
/**
 * The upload's field by which staff confirm taking off the hearings a schedule leaves out: the
 * number they were asked about, so a confirmation holds for that schedule alone.
 */
export const HEARING_CONFIRM_REMOVAL_FIELD = 'confirmRemoval';

/** 409 to an upload that would take off many upcoming hearings: how many, of how many. */
export interface HearingRemovalQuestion {
  error: string;
  removed: number;
  upcoming: number;
}

/** Most errors a refused import reports row by row; the count says how many there were. */
export const HEARING_IMPORT_MAX_ERRORS = 200;

/** What is wrong with one cell (or a whole row) of a refused schedule. */
export interface HearingFeedError {
  /** The line of the file, counting the header as line 1; 0 for the file as a whole. */
  row: number;
  /** The column, or null when the problem is the row or the file. */
  column: HearingFeedColumn | null;
  /** What is wrong, in the staff member's language. */
  message: string;
}

/** How many hearings an import found new, moved, cancelled, gone from the schedule, or the same. */
export interface HearingImportCounts {
  rows: number;
  added: number;
  moved: number;
  cancelled: number;
  disappeared: number;
  unchanged: number;
}

/** How a schedule came: a staff upload, the court's feed, or a file dropped in the folder. */
export const HEARING_IMPORT_SOURCES = ['upload', 'feed', 'folder'] as const;
export type HearingImportSource = (typeof HEARING_IMPORT_SOURCES)[number];

/** One import of the schedule, applied or refused. */
export interface HearingImport {
  id: number;
  /** ISO date-time. */
  importedAt: string;
  source: HearingImportSource;
  /** The staff username, the feed key's name, or the file's name in the folder. */
  importedBy: string;
  applied: boolean;
  counts: HearingImportCounts;
  /** Every error found (up to HEARING_IMPORT_MAX_ERRORS); none for an applied import. */
  errors: HearingFeedError[];
  /** How many errors there were in all. */
  errorCount: number;
  /** Where staff download the report of this import (CSV). */
  reportUrl: string;
}

/** A refused import's answer (400): the import, and what went wrong in one sentence. */
export interface RefusedHearingImport extends HearingImport {
  error: string;
}

/** GET staff/hearings/imports: the latest imports, newest first. */
export interface HearingImportList {
  imports: HearingImport[];
}
