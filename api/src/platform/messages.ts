import type { Language } from '@court/contract';
import {
  VALIDATION_MESSAGES,
  validationMessage,
  type MessageCatalog,
} from '@court/contract/schemas';
import { STAFF_MESSAGES } from '@court/contract/staff-messages';

/**
 * Every message the API answers with, public forms' and staff tools' alike: the front ends load
 * the two catalogs apart, so that public pages never download the staff one.
 */
export const API_MESSAGES: MessageCatalog = {
  en: { ...VALIDATION_MESSAGES.en, ...STAFF_MESSAGES.en },
  es: { ...VALIDATION_MESSAGES.es, ...STAFF_MESSAGES.es },
};

/** The message for a code in a language, {{name}} placeholders filled from `values`. */
export function apiMessage(
  code: string,
  language: Language,
  values: Record<string, string> = {},
): string {
  return validationMessage(code, language, values, API_MESSAGES);
}
