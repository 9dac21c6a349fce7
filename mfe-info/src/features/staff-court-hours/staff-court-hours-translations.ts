import { registerTranslations } from '@court/kit';
import en from './en.json';
import es from './es.json';

/** The namespace of the court hours page's own text. */
export const STAFF_COURT_HOURS_NS = 'staffCourtHours';

registerTranslations(STAFF_COURT_HOURS_NS, { en, es });
