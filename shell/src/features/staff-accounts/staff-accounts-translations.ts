import { registerTranslations } from '@court/kit';
import en from './en.json';
import es from './es.json';

/** The namespace of the staff accounts page's own text. */
export const STAFF_ACCOUNTS_NS = 'shellStaffAccounts';

registerTranslations(STAFF_ACCOUNTS_NS, { en, es });
