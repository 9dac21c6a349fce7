import { mixed, object } from 'yup';
import { HEARING_CONFIRM_REMOVAL_FIELD } from '@court/contract';

/** A count as the upload form's field carries it: up to seven digits. */
const REMOVAL_COUNT = /^\d{1,7}$/;

/**
 * POST staff/hearings/imports, the field beside the CSV: how many hearings staff confirmed the
 * schedule takes off, once the API asked. Anything but a count is no confirmation, never a
 * refusal: the API then asks again, naming the count.
 */
export const hearingImportUploadSchema = object({
  [HEARING_CONFIRM_REMOVAL_FIELD]: mixed<number>().transform((_cast: unknown, original: unknown) =>
    typeof original === 'string' && REMOVAL_COUNT.test(original) ? Number(original) : undefined,
  ),
});
