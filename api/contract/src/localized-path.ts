import { DEFAULT_LANGUAGE, type Language } from './constants';

/** Path of a page in a language: English at the root, Spanish under /es/ (same path after it). */
export function localizedPath(path: string, language: Language): string {
  const bare = path.replace(/^\/+/, '');
  if (language === DEFAULT_LANGUAGE) return `/${bare}`;
  return bare ? `/${language}/${bare}` : `/${language}/`;
}

/** Splits a location pathname into its language and the path after the language prefix. */
export function parseLocalizedPath(pathname: string): { language: Language; path: string } {
  const match = /^\/es(?:\/|$)(.*)$/.exec(pathname);
  if (match) return { language: 'es', path: match[1] ?? '' };
  return { language: DEFAULT_LANGUAGE, path: pathname.replace(/^\/+/, '') };
}
