import type { FaqName } from '@court/contract';
import { registerTranslations } from '@court/kit';
import en from './en.json';
import es from './es.json';

/** The namespace of the words both FAQs' tools share: the fields, the changes, missing Spanish. */
export const STAFF_FAQ_NS = 'staffFaq';

/**
 * Each FAQ's own namespace, holding the keys the content editor reads from a tool's namespace
 * (heading, intro, publish.done…): the words under its name in the same bundles.
 */
export const STAFF_FAQ_PAGE_NS: Record<FaqName, string> = {
  site: 'staffFaqSite',
  jury: 'staffFaqJury',
};

registerTranslations(STAFF_FAQ_NS, { en, es });
registerTranslations(STAFF_FAQ_PAGE_NS.site, { en: en.site, es: es.site });
registerTranslations(STAFF_FAQ_PAGE_NS.jury, { en: en.jury, es: es.jury });
