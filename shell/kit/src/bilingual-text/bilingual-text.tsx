import type { BilingualText, Language } from '@court/contract';

/**
 * Words staff wrote in both languages, as a page in `language` shows them: the English where the
 * Spanish is not written, and then whether to mark it so.
 */
export function bilingualWords(
  text: BilingualText,
  language: Language,
): { words: string; inEnglish: boolean } {
  const inEnglish = language !== 'en' && text[language].trim() === '';
  return { words: inEnglish ? text.en : text[language], inEnglish };
}

/**
 * Staff's words in the page's language; the English inside lang="en" where the Spanish is not
 * written, so a screen reader reads it as English and the page never shows an empty box.
 */
export function BilingualWords({ text, language }: { text: BilingualText; language: Language }) {
  const { words, inEnglish } = bilingualWords(text, language);
  return inEnglish ? <span lang="en">{words}</span> : <>{words}</>;
}
