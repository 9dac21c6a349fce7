import { array, boolean, number, object, string, type ObjectSchema } from 'yup';
import {
  HEARING_FEED_COLUMNS,
  HEARING_IMPORT_SOURCES,
  type HearingFeedError,
  type HearingImport,
  type HearingImportCounts,
  type HearingImportList,
  type HearingRemovalQuestion,
} from '@court/contract';

const count = () => number().integer().min(0).defined();

const hearingImportCountsSchema: ObjectSchema<HearingImportCounts> = object({
  rows: count(),
  added: count(),
  moved: count(),
  cancelled: count(),
  disappeared: count(),
  unchanged: count(),
}).defined();

const hearingFeedErrorSchema: ObjectSchema<HearingFeedError> = object({
  // Line 0 is the file as a whole.
  row: count(),
  column: string().oneOf(HEARING_FEED_COLUMNS).nullable().defined(),
  message: string().defined(),
}).defined();

/** POST staff/hearings/imports (201 applied, 400 refused) and each import listed. */
export const hearingImportSchema: ObjectSchema<HearingImport> = object({
  id: number().integer().defined(),
  importedAt: string().defined(),
  source: string().oneOf(HEARING_IMPORT_SOURCES).defined(),
  importedBy: string().defined(),
  applied: boolean().defined(),
  counts: hearingImportCountsSchema,
  errors: array(hearingFeedErrorSchema).defined(),
  errorCount: count(),
  // The page links it as it is: a path on this site, never another address.
  reportUrl: string()
    .defined()
    .matches(/^\/(?!\/)/),
}).defined();

/** GET staff/hearings/imports. */
export const hearingImportListSchema: ObjectSchema<HearingImportList> = object({
  imports: array(hearingImportSchema).defined(),
}).defined();

/** POST staff/hearings/imports, 409: nothing changed until staff confirm the removals. */
export const hearingRemovalQuestionSchema: ObjectSchema<HearingRemovalQuestion> = object({
  error: string().defined(),
  removed: number().integer().min(1).defined(),
  upcoming: number().integer().min(1).defined(),
}).defined();
