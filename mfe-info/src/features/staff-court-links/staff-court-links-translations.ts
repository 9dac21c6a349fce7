import { registerTranslations } from '@court/kit';
import en from './en.json';
import es from './es.json';

/** The namespace of the related links page's own text. */
export const STAFF_COURT_LINKS_NS = 'staffCourtLinks';

registerTranslations(STAFF_COURT_LINKS_NS, { en, es });
