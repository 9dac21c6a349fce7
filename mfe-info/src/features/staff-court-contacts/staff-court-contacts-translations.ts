import { registerTranslations } from '@court/kit';
import en from './en.json';
import es from './es.json';

/** The namespace of the office phones page's own text. */
export const STAFF_COURT_CONTACTS_NS = 'staffCourtContacts';

registerTranslations(STAFF_COURT_CONTACTS_NS, { en, es });
