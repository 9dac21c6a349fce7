import { useLocation } from 'react-router-dom';
import { parseLocalizedPath, type Language } from '@court/contract';

/** The language of the current page, read from its URL. */
export function useLanguage(): Language {
  return parseLocalizedPath(useLocation().pathname).language;
}
