import { registerTranslations } from '@court/kit';
import en from './en.json';
import es from './es.json';

/** The namespace of the site alerts page's own text. */
export const STAFF_ALERTS_NS = 'staffAlerts';

registerTranslations(STAFF_ALERTS_NS, { en, es });
