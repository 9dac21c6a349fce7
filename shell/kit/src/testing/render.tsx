import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { i18n } from '../i18n/i18n';
import { parseLocalizedPath } from '../i18n/localized-path';

export interface RenderPageOptions {
  /** Start URL, e.g. "/es/jury-service"; its prefix sets the language. */
  route?: string;
}

/** Renders UI the way the shell does: inside a router, translated in the route's language. */
export function renderPage(
  ui: ReactElement,
  { route = '/' }: RenderPageOptions = {},
): RenderResult {
  void i18n.changeLanguage(parseLocalizedPath(route).language);
  function Providers({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </I18nextProvider>
    );
  }
  return render(ui, { wrapper: Providers });
}
