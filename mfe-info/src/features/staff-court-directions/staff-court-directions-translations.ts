import { registerTranslations } from '@court/kit';
import en from './en.json';
import es from './es.json';

/** The namespace of the directions tool's own text. */
export const STAFF_COURT_DIRECTIONS_NS = 'staffCourtDirections';

registerTranslations(STAFF_COURT_DIRECTIONS_NS, { en, es });
