import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '@court/contract';
import { i18n, isLanguage } from './i18n';
import type { TranslateFunction, Translator } from './translator';

const TranslatorContext = createContext<Translator>(i18n);

/** Translates the tree inside into another translator's language: a server render, a preview. */
export function TranslationProvider({
  translator,
  children,
}: {
  translator: Translator;
  children: ReactNode;
}) {
  return <TranslatorContext value={translator}>{children}</TranslatorContext>;
}

/**
 * The translate function for a namespace (and a prefix for its keys). The component renders
 * again when the language changes; the function stays the same object until then, so it can be
 * an effect's dependency.
 */
export function useTranslation(
  namespace?: string,
  { keyPrefix }: { keyPrefix?: string } = {},
): { t: TranslateFunction; i18n: Translator } {
  const translator = useContext(TranslatorContext);
  const language = useSyncExternalStore(
    translator.subscribe,
    () => translator.language,
    () => translator.language,
  );
  const t = useMemo(
    () => translator.fixedT({ language, namespace, keyPrefix }),
    [translator, language, namespace, keyPrefix],
  );
  return { t, i18n: translator };
}

/**
 * The language the words around are written in: the translator's. On a page it is the page's; in
 * a staff preview, the preview's, so text chosen by language (a fact in Spanish, an office's hours)
 * follows the words it sits among.
 */
export function useTextLanguage(): Language {
  const { i18n: translator } = useTranslation();
  return isLanguage(translator.language) ? translator.language : DEFAULT_LANGUAGE;
}
