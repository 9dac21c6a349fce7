import { registerTranslations } from '@court/kit';
import en from './en.json';
import es from './es.json';

/** The namespace of the words every content tool shares: draft, publishing, versions. */
export const CONTENT_EDITOR_NS = 'contentEditor';

registerTranslations(CONTENT_EDITOR_NS, { en, es });
