import type { Language } from '@court/contract';
import { STAFF_MESSAGES } from '@court/contract/staff-messages';

/**
 * A staff tools' message as the API sends it. An unknown code fails the test, rather than the
 * code standing in for its message and matching itself on the page.
 */
export function staffMessage(code: string, language: Language): string {
  const message = STAFF_MESSAGES[language][code];
  if (message === undefined) throw new Error(`No staff message has the code ${code}`);
  return message;
}
