import { VALIDATION_MESSAGES } from '@court/contract/schemas';
import { registerTranslations, useTranslation, VALIDATION_NS } from '@court/kit';

// The field messages of every schema, in both languages, join the failed-request messages every
// page has. Here rather than in the kit's start, so a page without a form does not download them.
registerTranslations(VALIDATION_NS, VALIDATION_MESSAGES);

/**
 * The namespace of the messages a form shows, for code outside React: naming it through this
 * import makes sure the messages are there.
 */
export const FIELD_MESSAGES_NS = VALIDATION_NS;

/**
 * Translates a message code from a schema or the API into the page's language; text that is no
 * code (an answer the API already translated) is shown as it is.
 */
export function useFieldMessage(): (code: string) => string {
  const { t } = useTranslation(FIELD_MESSAGES_NS);
  return (code) => t(code, { defaultValue: code });
}
