import { registerTranslations } from '@court/kit';
import en from './en.json';
import es from './es.json';

/** The namespace of the court facts page's own text. */
export const STAFF_COURT_FACTS_NS = 'staffCourtFacts';

registerTranslations(STAFF_COURT_FACTS_NS, { en, es });
