import { registerTranslations } from '@court/kit';
import en from './en.json';
import es from './es.json';

/** The namespace of Contact us's own text, which the office phones tool's preview shows too. */
export const CONTACT_US_NS = 'contact-us';

registerTranslations(CONTACT_US_NS, { en, es });
