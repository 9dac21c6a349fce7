import type { ReactNode } from 'react';
// The web-streams build: Node's build keeps each render's request in an AsyncLocalStorage, and on
// Node 20 the first use of one makes the process track the context of every promise and timer
// from then on, which cost the API about a fifth of its CPU on every request under load. This
// build keeps the request where it schedules its own work, and renders the same HTML.
import { prerender } from 'react-dom/static.edge';
import type { Language } from '@court/contract';
import { createPageData, PageDataContext } from '../api/page-data';
import { i18n } from '../i18n/i18n';
import { TranslationProvider } from '../i18n/use-translation';
import { DocumentTitleContext } from '../page/page-heading';
import { ResponseStatusContext } from '../page/response-status';

/** HTML rendered on the server, and what the browser needs to adopt it. */
export interface RenderedPage {
  html: string;
  /**
   * Resource hints React hoists out of the tree (an image's preload): they belong in <head>,
   * where the browser's first render does not see them as part of the page.
   */
  head: string;
  /** The document title the page heading asks for; empty without a page heading. */
  title: string;
  /** API paths the page asked for: with their responses, the server renders it as it will look. */
  dataPaths: string[];
  /** The page found nothing for its address (useNotFoundStatus): it is answered 404. */
  notFound: boolean;
  /** What the address showed is gone for good (useGoneStatus): it is answered 410. */
  gone: boolean;
  /** Where what the address showed has moved for good (useMovedStatus): answered 301 there. */
  movedTo: string | null;
}

/**
 * Renders a tree to HTML once everything in it has loaded (lazy pages included), as build-time
 * and server-side rendering need: the browser hydrates exactly this markup. `responses` are the
 * API responses the page is rendered with (its page data); the browser must be given the same.
 *
 * The tree is translated into `language` by a translator of this render's own (sharing the
 * translations): the server renders several pages at once, and switching the one shared
 * instance's language would let a render in progress pick up another render's language.
 */
export async function renderWithTitle(
  tree: ReactNode,
  language: Language,
  responses: Record<string, unknown> = {},
): Promise<RenderedPage> {
  let title = '';
  let notFound = false;
  let gone = false;
  let movedTo: string | null = null;
  const pageData = createPageData(responses);
  const translator = i18n.forLanguage(language);
  // An error inside a Suspense boundary would only leave that boundary to the browser: refuse it.
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <TranslationProvider translator={translator}>
      <PageDataContext value={pageData}>
        <ResponseStatusContext
          value={{
            markNotFound: () => (notFound = true),
            markGone: () => (gone = true),
            markMoved: (path) => (movedTo = path),
          }}
        >
          <DocumentTitleContext value={(text) => (title = text)}>{tree}</DocumentTitleContext>
        </ResponseStatusContext>
      </PageDataContext>
    </TranslationProvider>,
    {
      onError: (error) => void errors.push(error),
      // Every part in its place: React would send a part above 12.8 kB (a long list of search
      // results) after the page, for an inline script to move, which a browser without scripts,
      // or with the site's CSP, never runs.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const rendered = await new Response(prelude).text();
  if (errors.length > 0) throw errors[0];
  const head = /^(?:<link [^>]*>)*/.exec(rendered)?.[0] ?? '';
  return {
    html: rendered.slice(head.length),
    head,
    title,
    dataPaths: [...pageData.requested],
    notFound,
    gone,
    movedTo,
  };
}
