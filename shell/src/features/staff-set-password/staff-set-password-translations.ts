import { registerTranslations } from '@court/kit';
import en from './en.json';
import es from './es.json';

/** The namespace of the set-password page's own text. */
export const STAFF_SET_PASSWORD_NS = 'shellStaffSetPassword';

registerTranslations(STAFF_SET_PASSWORD_NS, { en, es });
