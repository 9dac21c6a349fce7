import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { localizedPath, type Language } from '@court/contract';
import type { RemotePagesProps } from '../page/remote-pages';
import { renderWithTitle, type RenderedPage } from './render-to-html';

/** Renders one page of a remote to the HTML its Pages component paints in the browser. */
export type PageRenderer = (
  path: string,
  language: Language,
  url?: string,
  responses?: Record<string, unknown>,
) => Promise<RenderedPage>;

/**
 * The remote's build renders each public page with this, per language, and writes the HTML beside
 * its registry fragment. The route around the page gives it the same URL and parameters as in the
 * shell (a path such as "bio/:name" is rendered for a concrete URL); neither adds markup, so the
 * HTML fits the shell's frame exactly.
 */
export function createPageRenderer(Pages: ComponentType<RemotePagesProps>): PageRenderer {
  return async (path, language, url = localizedPath(path, language), responses = {}) =>
    renderWithTitle(
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={localizedPath(path, language)} element={<Pages path={path} />} />
        </Routes>
      </MemoryRouter>,
      language,
      responses,
    );
}
