import type { Language, RemoteRegistry } from '@court/contract';
import type { PrerenderedManifest, PrerenderedPage, RenderedHtml } from './deployed-site';

/** The shell's empty mount point, with or without quotes (the built index.html is minified). */
const ROOT_ELEMENT = /<div id="?root"?><\/div>/;

/** Whether the shell's index.html has the mount point a page is composed into. */
export function hasRootElement(template: string): boolean {
  return ROOT_ELEMENT.test(template);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** JSON that is safe inside a <script> element: no "</script>" or "<!--" can close it early. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** Where a remote serves its files from, and what its build lists for one of its pages. */
export interface RemotePageFiles {
  /** The remote's entry as the registry gives it ("/mfe-jury/remoteEntry.js"). */
  entry: string;
  /** The remote's URL folder ("/mfe-jury/"). */
  base: string;
  manifest: PrerenderedManifest;
  page: PrerenderedPage;
}

/**
 * The <head> hints and the script list for a remote's page: the first link of the chain the
 * page's script walks before it can adopt the HTML is preloaded, and the rest is listed for the
 * shell to preload once its script runs. Preloaded from the HTML, those scripts shared the
 * connection with the page's text and CSS and delayed the first paint (Lighthouse mobile,
 * /jury-service: LCP 2.8 s with them, 2.1 s without).
 */
export function remotePageAssets({ entry, base, manifest, page }: RemotePageFiles): {
  hints: string[];
  pageFiles: string[];
} {
  const hints = [`<link rel="preload" href="${entry}" as="fetch" crossorigin="anonymous">`];
  const pageFiles = [manifest.entry, ...manifest.exposed.js, ...page.js].map(
    (file) => `${base}${file}`,
  );
  for (const file of [...manifest.exposed.css, ...page.css]) {
    // data-href is the name the chunk loader looks for, so it does not load the sheet twice.
    hints.push(`<link rel="stylesheet" href="${base}${file}" data-href="${file}">`);
  }
  return { hints, pageFiles };
}

export interface PageHtmlParts {
  /** The shell's index.html. */
  template: string;
  language: Language;
  /** The shell's frame for the URL. */
  frame: RenderedHtml;
  /** Where the page goes in the frame's HTML. */
  pageSlot: string;
  /** The remote's page, or null when the frame shows its loading state or a page of its own. */
  page: RenderedHtml | null;
  /** Whether the browser's script adopts the HTML (hydrates it) rather than painting it again. */
  hydrate: boolean;
  /** <head> hints beyond the frame's and the page's own. */
  hints: string[];
  registry: RemoteRegistry;
  /** Scripts the shell preloads once it runs. */
  pageFiles: string[];
  /** The data the HTML was rendered with, keyed by API path: the browser hydrates from it. */
  pageData: Record<string, unknown>;
}

/**
 * The page as the browser first reads it: the shell's index.html with the page's language and
 * title, the hints in its <head>, the frame (with the page in it) in the mount point, and the
 * registry, the page's scripts and its data written after it for the shell's script.
 */
export function pageHtml(parts: PageHtmlParts): string {
  const { template, language, frame, page, hydrate, registry, pageFiles, pageData } = parts;
  const body = page ? frame.html.replace(parts.pageSlot, () => page.html) : frame.html;
  const title = (page ? page.title : frame.title) || null;
  const hints = [frame.head, ...(page ? [page.head] : []), ...parts.hints];
  return template
    .replace(/<html lang="?[a-z-]*"?>/i, () => `<html lang="${language}">`)
    .replace(/<title>[^<]*<\/title>/, (original) =>
      title ? `<title>${escapeHtml(title)}</title>` : original,
    )
    .replace('</head>', () => `${hints.join('')}</head>`)
    .replace(
      ROOT_ELEMENT,
      () =>
        `<div id="root"${hydrate ? ' data-hydrate=""' : ''}>${body}</div>` +
        `<script type="application/json" id="court-registry">${scriptJson(registry)}</script>` +
        (pageFiles.length > 0
          ? `<script type="application/json" id="court-page-files">${scriptJson(pageFiles)}</script>`
          : '') +
        (Object.keys(pageData).length > 0
          ? `<script type="application/json" id="court-page-data">${scriptJson(pageData)}</script>`
          : ''),
    );
}
