import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { isRecord, type Language, LANGUAGES } from '@court/contract';
import { findRemoteFolders } from '../site';

/**
 * What each remote's build writes beside its registry fragment (shell/kit/build/
 * search-fragment.mjs): the text of its pages by section, per language.
 */
export const SEARCH_FRAGMENT_FILE = 'search-fragment.json';
/** The fragment format this API reads; a fragment of another format is left out. */
const SEARCH_FRAGMENT_FORMAT = 1;

export interface FragmentSection {
  /** The id a link opens the section with; null for the top of the page. */
  anchor: string | null;
  /** The section's heading or FAQ question; null for the text before the first heading. */
  heading: string | null;
  text: string;
}

export interface FragmentPage {
  /** The page's path, without a leading slash: "jury-faq", "bio/judge-one", "" for home. */
  path: string;
  language: Language;
  title: string;
  sections: FragmentSection[];
}

/** The fragments as they were read. */
export interface FragmentRead {
  pages: FragmentPage[];
  /** False when a fragment could not be read: it is tried again at the next check. */
  complete: boolean;
}

/** The shape of a page path; a fragment's page with any other is not a page of the site. */
export const PAGE_PATH = /^[a-z0-9_-]+(?:\/[a-z0-9_-]+)*$|^$/;
/** An id a link can open a part of a page with ("#juror-pay"). */
export const ANCHOR = /^[A-Za-z][\w-]*$/;

function isSection(value: unknown): value is FragmentSection {
  return (
    isRecord(value) &&
    (value.anchor === null || (typeof value.anchor === 'string' && ANCHOR.test(value.anchor))) &&
    (value.heading === null || typeof value.heading === 'string') &&
    typeof value.text === 'string'
  );
}

/** The pages of one fragment's JSON; parts that do not have the expected shape are left out. */
export function fragmentPages(parsed: unknown): FragmentPage[] {
  if (!isRecord(parsed) || parsed.format !== SEARCH_FRAGMENT_FORMAT || !isRecord(parsed.pages)) {
    return [];
  }
  const pages: FragmentPage[] = [];
  for (const [pagePath, languages] of Object.entries(parsed.pages)) {
    if (!PAGE_PATH.test(pagePath) || !isRecord(languages)) continue;
    for (const language of LANGUAGES) {
      const page = languages[language];
      if (!isRecord(page) || typeof page.title !== 'string' || !Array.isArray(page.sections)) {
        continue;
      }
      const sections: unknown[] = page.sections;
      pages.push({
        path: pagePath,
        language,
        title: page.title,
        sections: sections.filter(isSection),
      });
    }
  }
  return pages;
}

/**
 * Where each remote's fragment is and when it last changed ("-" when it has none): changes
 * whenever a fragment is added, removed or rewritten.
 */
export async function fragmentVersion(webRoot: string): Promise<string> {
  const folders = await findRemoteFolders(webRoot);
  const versions = await Promise.all(
    folders.map((folder) =>
      stat(path.join(webRoot, folder, 'dist', SEARCH_FRAGMENT_FILE)).then(
        (info) => `${folder}@${info.mtimeMs}:${info.size}`,
        () => `${folder}@-`,
      ),
    ),
  );
  return versions.join('|');
}

/**
 * Every built remote's search fragment. A remote without one (built before the site search)
 * adds nothing; one that cannot be read, half-written by a deployment in progress, makes the
 * read incomplete, so it is read again at the next check.
 */
export async function readSearchFragments(webRoot: string): Promise<FragmentRead> {
  const pages: FragmentPage[] = [];
  let complete = true;
  for (const folder of await findRemoteFolders(webRoot)) {
    const file = path.join(webRoot, folder, 'dist', SEARCH_FRAGMENT_FILE);
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch {
      continue;
    }
    try {
      pages.push(...fragmentPages(JSON.parse(text)));
    } catch {
      complete = false;
    }
  }
  return { pages, complete };
}
