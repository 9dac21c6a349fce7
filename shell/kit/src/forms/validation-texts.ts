import { VALIDATION_MESSAGES } from '@court/contract/schemas';
import { registerTranslations, VALIDATION_NS } from '@court/kit';

// The field messages of every schema, in both languages, join the failed-request messages every
// page has. Here rather than in the kit's start, so a page without a form does not download them.
registerTranslations(VALIDATION_NS, VALIDATION_MESSAGES);

/**
 * The namespace of the messages a form shows: code that translates a field's message names it
 * through this import, which makes sure the messages are there.
 */
export const FIELD_MESSAGES_NS = VALIDATION_NS;
