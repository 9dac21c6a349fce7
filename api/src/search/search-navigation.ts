import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { LANGUAGES, parseLocalizedPath, type Language } from '@court/contract';
import { ANCHOR, PAGE_PATH } from './search-fragments';

/**
 * What the shell's build writes (shell/kit/build/server-build.mjs): the links of its navbar and
 * footer in each language, as the frame renders them.
 */
export const SEARCH_NAVIGATION_FILE = path.join('shell', 'dist', 'search-navigation.json');
/** The format this API reads; a file of another format adds nothing. */
const SEARCH_NAVIGATION_FORMAT = 1;

/** Where a link of the site's navigation leads: a page, a part of one, or a document. */
export type NavigationTarget =
  { kind: 'page'; path: string; anchor: string | null } | { kind: 'document'; url: string };

/** The words a link of the navigation shows ("Careers"), and where it leads. */
export interface NavigationLabel {
  language: Language;
  label: string;
  target: NavigationTarget;
}

const DOCUMENT_HREF = /^\/documents\/[^/?#]+\.pdf$/;

/** What a link of the navigation in a language leads to on this site; null for anything else. */
function targetOf(href: string, language: Language): NavigationTarget | null {
  if (DOCUMENT_HREF.test(href)) return { kind: 'document', url: href };
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  const [pathname = '', anchor = null, ...rest] = href.split('#');
  const localized = parseLocalizedPath(pathname);
  const pagePath = localized.path.replace(/\/$/, '');
  const isPage =
    rest.length === 0 &&
    localized.language === language &&
    PAGE_PATH.test(pagePath) &&
    (anchor === null || ANCHOR.test(anchor));
  return isPage ? { kind: 'page', path: pagePath, anchor } : null;
}

/** The labels of the navigation file's JSON; links that lead off the site are left out. */
export function navigationLabels(parsed: unknown): NavigationLabel[] {
  if (typeof parsed !== 'object' || parsed === null) return [];
  const { format, links } = parsed as { format?: unknown; links?: unknown };
  if (format !== SEARCH_NAVIGATION_FORMAT || typeof links !== 'object' || links === null) return [];
  return LANGUAGES.flatMap((language) => {
    const listed: unknown = (links as Partial<Record<Language, unknown>>)[language];
    if (!Array.isArray(listed)) return [];
    return listed.flatMap((link: unknown): NavigationLabel[] => {
      if (typeof link !== 'object' || link === null) return [];
      const { href, label } = link as { href?: unknown; label?: unknown };
      if (typeof href !== 'string' || typeof label !== 'string') return [];
      const target = targetOf(href, language);
      return target ? [{ language, label, target }] : [];
    });
  });
}

/** When the shell's navigation file last changed ("-" when there is none). */
export async function navigationVersion(webRoot: string): Promise<string> {
  return stat(path.join(webRoot, SEARCH_NAVIGATION_FILE)).then(
    (info) => `shell@${info.mtimeMs}:${info.size}`,
    () => 'shell@-',
  );
}

/**
 * The labels of the shell's navigation: none when the shell was built without the file; complete
 * false when it could not be parsed (half-written by a deployment), so it is read again.
 */
export async function readSearchNavigation(
  webRoot: string,
): Promise<{ labels: NavigationLabel[]; complete: boolean }> {
  let text: string;
  try {
    text = await readFile(path.join(webRoot, SEARCH_NAVIGATION_FILE), 'utf8');
  } catch {
    return { labels: [], complete: true };
  }
  try {
    return { labels: navigationLabels(JSON.parse(text)), complete: true };
  } catch {
    return { labels: [], complete: false };
  }
}
