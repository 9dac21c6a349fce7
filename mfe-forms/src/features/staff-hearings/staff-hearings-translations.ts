import { registerTranslations } from '@court/kit';
import en from './en.json';
import es from './es.json';

/** The namespace of the hearing schedule page's own text. */
export const STAFF_HEARINGS_NS = 'staffHearings';

registerTranslations(STAFF_HEARINGS_NS, { en, es });
