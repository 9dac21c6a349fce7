import { DEFAULT_LANGUAGE, LANGUAGES, REQUEST_MESSAGES, type Language } from '@court/contract';
import { Translator } from './translator';
import en from './en.json';
import es from './es.json';

/** Translations of one namespace in every language of the site. */
export type TranslationBundle = Record<Language, Record<string, unknown>>;

/**
 * The one translator of the page. The kit is a shared singleton, so the shell and every remote
 * translate through this same instance and switch language together.
 */
export const i18n = new Translator(DEFAULT_LANGUAGE, {
  fallbackLanguage: DEFAULT_LANGUAGE,
  defaultNamespace: 'kit',
});

/**
 * The namespace of the API's message codes. Every page has the messages for a failed request;
 * the forms kit adds the field messages (see forms/validation-texts.ts).
 */
export const VALIDATION_NS = 'validation';

/**
 * Adds a feature's translations under its own namespace (or more keys to a namespace). Called at
 * module load by each page, so a page carries only its own text; adding the same again changes
 * nothing.
 */
export function registerTranslations(namespace: string, bundle: TranslationBundle): void {
  for (const language of LANGUAGES) i18n.addTexts(language, namespace, bundle[language]);
}

registerTranslations('kit', { en, es });
registerTranslations(VALIDATION_NS, REQUEST_MESSAGES);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
