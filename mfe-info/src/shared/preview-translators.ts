import { LANGUAGES, type Language } from '@court/contract';
import { i18n } from '@court/kit';

/**
 * Translators fixed to each language, for the staff tools' previews: a preview speaks its own
 * language whatever the page's (a banner's region label, "Advertencia: …", is in the language of
 * its text, as visitors hear it). They share the page's translations and never change its language.
 */
export const PREVIEW_TRANSLATORS = Object.fromEntries(
  LANGUAGES.map((language) => [language, i18n.forLanguage(language)]),
) as Record<Language, typeof i18n>;
