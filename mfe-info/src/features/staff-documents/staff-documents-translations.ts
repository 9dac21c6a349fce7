import { registerTranslations } from '@court/kit';
import en from './en.json';
import es from './es.json';

/** The namespace of the document library page's own text. */
export const STAFF_DOCUMENTS_NS = 'staffDocuments';

registerTranslations(STAFF_DOCUMENTS_NS, { en, es });
