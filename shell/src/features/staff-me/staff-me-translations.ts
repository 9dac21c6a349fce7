import { registerTranslations } from '@court/kit';
import en from './en.json';
import es from './es.json';

/** The namespace of the "Your sign-in" page's own text. */
export const STAFF_ME_NS = 'shellStaffMe';

registerTranslations(STAFF_ME_NS, { en, es });
