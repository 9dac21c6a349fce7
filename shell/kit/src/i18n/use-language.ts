import { useLocation } from 'react-router-dom';
import type { Language } from '@court/contract';
import { parseLocalizedPath } from './localized-path';

/** The language of the current page, read from its URL. */
export function useLanguage(): Language {
  return parseLocalizedPath(useLocation().pathname).language;
}
