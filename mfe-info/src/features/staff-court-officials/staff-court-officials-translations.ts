import { registerTranslations } from '@court/kit';
import en from './en.json';
import es from './es.json';

/** The namespace of the officials tool's own text. */
export const STAFF_COURT_OFFICIALS_NS = 'staffCourtOfficials';

registerTranslations(STAFF_COURT_OFFICIALS_NS, { en, es });
