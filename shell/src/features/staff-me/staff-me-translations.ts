import { registerTranslations } from '@court/kit';
import en from './en.json';
import es from './es.json';

/** The namespace of the text of the page of a person's own sign-in. */
export const STAFF_ME_NS = 'shellStaffMe';

registerTranslations(STAFF_ME_NS, { en, es });
