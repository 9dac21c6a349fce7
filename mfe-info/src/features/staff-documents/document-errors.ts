import type { FieldErrors } from '@court/contract';
import { i18n, type ApiResult } from '@court/kit';
import { FIELD_MESSAGES_NS } from '@court/kit/forms';

// Text the API translated has spaces; a message code ("document.slug.taken") has none.
const MESSAGE_CODE = /^[\w.-]+$/;

/**
 * A message as the page can show it: the API's own words, a code this build has words for, or,
 * for a code it does not know (an API newer than the page), a general instruction instead.
 */
function readableMessage(message: string): string {
  if (!MESSAGE_CODE.test(message) || i18n.exists(message, { ns: FIELD_MESSAGES_NS }))
    return message;
  return 'document.answer.invalid';
}

export interface ErrorPlacement {
  /**
   * The form's field for each name the API reports errors under: a dialog's fields are named
   * apart from the add form's, whose fields are on the page behind it.
   */
  fields: Readonly<Record<string, string>>;
  /**
   * Field errors to show when the API gave a status but no field error: a 413 is about the file,
   * a 409 on a new document about its address.
   */
  byStatus?: Readonly<Record<number, FieldErrors>>;
}

/**
 * A refusal of one of the page's forms with its field errors where the form shows them: each on
 * its field, in readable words; one for a field the form lacks is added to the general message,
 * so nothing the API said is lost.
 */
export function placeApiErrors<T>(
  result: ApiResult<T>,
  { fields, byStatus = {} }: ErrorPlacement,
): ApiResult<T> {
  if (result.ok) return result;
  const given = Object.keys(result.errors).length > 0 ? result.errors : byStatus[result.status];
  const errors: FieldErrors = {};
  const elsewhere: string[] = [];
  for (const [field, message] of Object.entries(given ?? {})) {
    const readable = readableMessage(message);
    const formField = fields[field];
    if (formField) errors[formField] = readable;
    else elsewhere.push(i18n.t(readable, { ns: FIELD_MESSAGES_NS, defaultValue: readable }));
  }
  return { ...result, errors, error: [result.error, ...elsewhere].join(' ') };
}
