import type { Language } from '@court/contract';
import { escapeHtml } from '../platform/http/html-text';
import type { PrerenderedManifest, PageFiles, RenderedHtml, ShellBoot } from './deployed-site';

/** The shell's empty mount point, with or without quotes (the built index.html is minified). */
const ROOT_ELEMENT = /<div id="?root"?><\/div>/;

/** Whether the shell's index.html has the mount point a page is composed into. */
export function hasRootElement(template: string): boolean {
  return ROOT_ELEMENT.test(template);
}

/** JSON that is safe inside a <script> element: no "</script>" or "<!--" can close it early. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** Where a remote serves its files from, and what its build lists for one of its pages. */
export interface RemotePageFiles {
  /** The remote's URL folder ("/mfe-jury/"). */
  base: string;
  manifest: PrerenderedManifest;
  page: PageFiles;
  /** What the shell loads on every page (see SiteFiles), null when unknown. */
  shellBoot: ShellBoot | null;
}

/**
 * A script the page's code will ask for, fetched from the start. Low priority, the browser
 * fetches the first paint's text, CSS and fonts first; the preload carries no crossorigin, as the
 * script elements webpack and the federation runtime add have none, so each is one request.
 */
function scriptPreload(href: string): string {
  return `<link rel="preload" href="${href}" as="script" fetchpriority="low">`;
}

/**
 * The shell's files its script loads on every page, fetched with the HTML instead of once the
 * shell's entry has arrived and run (on a slow phone, about half a second later).
 */
export function shellBootHints(shellBoot: ShellBoot | null): string[] {
  return shellBoot ? shellBoot.files.map((file) => scriptPreload(`/${file}`)) : [];
}

/**
 * The <head> hints for a remote's page: its style sheets, and every script the page needs before
 * it can adopt the HTML (the remote's entry, exposed module and page chunk, and the copies of
 * the shared libraries the page uses that the shell does not load on every page, such as a
 * form's: the shell's copies, which the federation runtime picks over the remote's, or the
 * remote's where the shell has none), fetched together at once rather than one round after
 * another as each script finds the next. Unknown what the shell loads, no library is preloaded:
 * a preload the runtime does not use is a second download.
 */
export function remotePageAssets({ base, manifest, page, shellBoot }: RemotePageFiles): {
  hints: string[];
} {
  const hints: string[] = [];
  for (const file of [...manifest.exposed.css, ...page.css]) {
    // data-href is the name the chunk loader looks for, so it does not load the sheet twice.
    hints.push(`<link rel="stylesheet" href="${base}${file}" data-href="${file}">`);
  }
  const sharedFiles = new Set<string>();
  if (shellBoot) {
    for (const [key, files] of Object.entries({ ...manifest.exposed.shared, ...page.shared })) {
      if (shellBoot.shared.has(key)) continue;
      const shellCopy = shellBoot.copies[key];
      if (shellCopy) for (const file of shellCopy) sharedFiles.add(`/${file}`);
      else for (const file of files) sharedFiles.add(`${base}${file}`);
    }
  }
  const remoteFiles = [manifest.entry, ...manifest.exposed.js, ...page.js];
  for (const url of [...remoteFiles.map((file) => `${base}${file}`), ...sharedFiles]) {
    hints.push(scriptPreload(url));
  }
  return { hints };
}

export interface PageHtmlParts {
  /** The shell's index.html. */
  template: string;
  language: Language;
  /** The shell's frame for the URL, and the site's description in its language. */
  frame: RenderedHtml & { description?: string };
  /** Where the page goes in the frame's HTML. */
  pageSlot: string;
  /** The remote's page, or null when the frame shows its loading state or a page of its own. */
  page: RenderedHtml | null;
  /** Whether the browser's script adopts the HTML (hydrates it) rather than painting it again. */
  hydrate: boolean;
  /** <head> hints beyond the frame's and the page's own. */
  hints: string[];
  /** The data the HTML was rendered with, keyed by API path: the browser hydrates from it. */
  pageData: Record<string, unknown>;
  /**
   * Where what every page shares is (a file of its own): the registry and the rest of the data
   * the HTML was rendered with.
   */
  sharedFile: string;
}

/**
 * The page as the browser first reads it: the shell's index.html with the page's language and
 * title, the hints in its <head>, the frame (with the page in it) in the mount point, and the
 * page's own data written after it for the shell's script, with where the rest is.
 */
export function pageHtml(parts: PageHtmlParts): string {
  const { template, language, frame, page, hydrate, pageData, sharedFile } = parts;
  const body = page ? frame.html.replace(parts.pageSlot, () => page.html) : frame.html;
  const title = (page ? page.title : frame.title) || null;
  const hints = [
    frame.head,
    ...(page ? [page.head] : []),
    // Fetched with the HTML as the script will fetch it (same origin, same credentials), and
    // kept by the browser for the pages after: the script routes with it and adopts the page
    // from it.
    `<link rel="preload" href="${escapeHtml(sharedFile)}" as="fetch" crossorigin>`,
    ...parts.hints,
  ];
  return template
    .replace(/<html lang="?[a-z-]*"?>/i, () => `<html lang="${language}">`)
    .replace(/<title>[^<]*<\/title>/, (original) =>
      title ? `<title>${escapeHtml(title)}</title>` : original,
    )
    .replace(/(<meta name="?description"? content=)("[^"]*"|[^\s>]*)/, (original, start: string) =>
      frame.description ? `${start}"${escapeHtml(frame.description)}"` : original,
    )
    .replace('</head>', () => `${hints.join('')}</head>`)
    .replace(
      ROOT_ELEMENT,
      () =>
        `<div id="root"${hydrate ? ' data-hydrate=""' : ''}>${body}</div>` +
        `<script type="application/json" id="court-page-data" data-shared="${escapeHtml(sharedFile)}">` +
        `${scriptJson(pageData)}</script>`,
    );
}
