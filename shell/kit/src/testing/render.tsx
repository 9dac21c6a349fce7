import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { i18n } from '../i18n/i18n';
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

/** Renders UI the way the shell does: inside a router, translated in the route's language. */
export function renderPage(
  ui: ReactElement,
  { route = '/', beforeHydration }: RenderPageOptions = {},
): RenderResult {
  void i18n.changeLanguage(parseLocalizedPath(route).language);
  function Providers({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </I18nextProvider>
    );
  }
  if (!beforeHydration) return render(ui, { wrapper: Providers });
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<Providers>{ui}</Providers>);
  beforeHydration(container);
  return render(ui, { wrapper: Providers, container, hydrate: true });
}
