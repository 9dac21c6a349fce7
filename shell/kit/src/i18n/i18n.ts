import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, REQUEST_MESSAGES, type Language } from '@court/contract';
import en from './en.json';
import es from './es.json';

/** Translations of one namespace in every language of the site. */
export type TranslationBundle = Record<Language, Record<string, unknown>>;

/**
 * The one i18next instance of the page. The kit is a shared singleton, so the shell and every
 * remote translate through this same instance and switch language together.
 */
export const i18n = i18next.createInstance();

/**
 * The namespace of the API's message codes. Every page has the messages for a failed request;
 * the forms kit adds the field messages (see forms/validation-texts.ts).
 */
export const VALIDATION_NS = 'validation';

const resources: Resource = {
  en: { kit: en, [VALIDATION_NS]: REQUEST_MESSAGES.en },
  es: { kit: es, [VALIDATION_NS]: REQUEST_MESSAGES.es },
};

void i18n.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  defaultNS: 'kit',
  ns: ['kit', VALIDATION_NS],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/**
 * Adds a feature's translations under its own namespace (or more keys to a namespace). Called at
 * module load by each page, so a page carries only its own text; adding the same again changes
 * nothing.
 */
export function registerTranslations(namespace: string, bundle: TranslationBundle): void {
  for (const language of LANGUAGES) {
    i18n.addResourceBundle(language, namespace, bundle[language], true, false);
  }
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
