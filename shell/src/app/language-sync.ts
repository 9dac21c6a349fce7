import { useLayoutEffect } from 'react';
import type { Language } from '@court/contract';
import { i18n, parseLocalizedPath, useLocation, useSiteStore } from '@court/kit';

/** Points the document, the translator and the store at one language. */
export function applyLanguage(language: Language): void {
  document.documentElement.lang = language;
  if (i18n.language !== language) i18n.changeLanguage(language);
  if (useSiteStore.getState().language !== language) useSiteStore.getState().setLanguage(language);
}

/** Keeps the page's language in step with its URL (/es/... is Spanish, the rest English). */
export function useLanguageFromUrl(): Language {
  const { language } = parseLocalizedPath(useLocation().pathname);
  // Before paint, so a language switch never shows a frame of the old language.
  useLayoutEffect(() => applyLanguage(language), [language]);
  return language;
}
