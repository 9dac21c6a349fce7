import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { i18n } from '../i18n/i18n';
import { TranslationProvider } from '../i18n/use-translation';
import { parseLocalizedPath } from '@court/contract';

export interface RenderPageOptions {
  /** Start URL, e.g. "/es/jury-service"; its prefix sets the language. */
  route?: string;
  /**
   * Renders the page to HTML first, as the server does, and calls this with it (to act as a
   * visitor does before the page's script runs); then the script takes that HTML over.
   */
  beforeHydration?: (serverRendered: HTMLElement) => void;
}

/** The router and translations the shell gives a page; switches the language to the route's. */
function pageProviders(route: string) {
  i18n.changeLanguage(parseLocalizedPath(route).language);
  return function Providers({ children }: { children: ReactNode }) {
    return (
      <TranslationProvider translator={i18n}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </TranslationProvider>
    );
  };
}

/** A page as the server sent it, before its script runs. */
export interface ServerRenderedPage {
  /** Holds the server's HTML, in the document. */
  container: HTMLElement;
  /** Runs the page's script: React takes the server's HTML over, as in the browser. */
  hydrate: () => RenderResult;
}

/**
 * Renders UI to HTML as the server does, into the document, and leaves it there until
 * `hydrate` is called: a test can act or listen before the script runs (what a screen reader
 * hears as the script takes the page over, say). Once hydrated, the page is removed after the
 * test like any rendered one.
 */
export function renderPageOnServer(
  ui: ReactElement,
  { route = '/' }: Pick<RenderPageOptions, 'route'> = {},
): ServerRenderedPage {
  const Providers = pageProviders(route);
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<Providers>{ui}</Providers>);
  return { container, hydrate: () => render(ui, { wrapper: Providers, container, hydrate: true }) };
}

/** Renders UI the way the shell does: inside a router, translated in the route's language. */
export function renderPage(
  ui: ReactElement,
  { route = '/', beforeHydration }: RenderPageOptions = {},
): RenderResult {
  if (!beforeHydration) return render(ui, { wrapper: pageProviders(route) });
  const page = renderPageOnServer(ui, { route });
  beforeHydration(page.container);
  return page.hydrate();
}
