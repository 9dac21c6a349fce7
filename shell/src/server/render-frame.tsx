// The entry of the shell's server bundle. The API loads it to render the site's frame (skip link,
// navbar, footer) around a page that a remote rendered at its own build time.
import {
  COURT_FACTS_PATH,
  COURT_INFO,
  courtNameIn,
  type CourtInfo,
  type Language,
  type RemoteRegistryEntry,
} from '@court/contract';
import { i18n, MemoryRouter, PageLoading, parseLocalizedPath } from '@court/kit';
import { renderWithTitle, type RenderedPage } from '@court/kit/server';
import { App } from '../app/app';
import { isHydratedShellPage } from '../app/site-routes';
import { buildRouteTable, type RemotePages } from '../remotes/route-table';

// For the build, which renders the navigation of each language's frame for the site search.
export { LANGUAGES, localizedPath } from '@court/contract';

/** Plain text that stands where the remote's page goes; the API puts the page's HTML there. */
export const PAGE_SLOT = 'court-page-slot-4c1e9a';

export interface FrameRequest {
  /** Path and query of the requested page, e.g. "/es/jury-service". */
  url: string;
  remotes: RemoteRegistryEntry[];
  /**
   * "slot": a remote rendered this page at build time and its HTML goes into PAGE_SLOT;
   * "loading": the page is rendered in the browser, so the frame shows the loading status.
   */
  page: 'slot' | 'loading';
  /** The API responses the frame renders with (the alerts in force), keyed by API path. */
  pageData: Record<string, unknown>;
}

function PageSlot() {
  return PAGE_SLOT;
}

const serverPages = (Pages: RemotePages['Pages']): RemotePages => ({
  Pages,
  preload: () => Promise.resolve(),
});

/** What search engines show under the page's title: what the site offers, by the published name. */
function siteDescription(language: Language, pageData: Record<string, unknown>): string {
  const facts = (pageData[COURT_FACTS_PATH] as CourtInfo | undefined) ?? COURT_INFO;
  return i18n
    .forLanguage(language)
    .t('shell:siteDescription', { court: courtNameIn(facts, language) });
}

/**
 * The whole page as the browser's first render of this URL paints it, but for the remote page;
 * the description of the site in its language;
 * whether it is the page-not-found page; and whether it is a page of the shell's own that the
 * browser's script adopts rather than paints again (the search results).
 */
export async function renderFrame({
  url,
  remotes,
  page,
  pageData,
}: FrameRequest): Promise<RenderedPage & { hydratable: boolean; description: string }> {
  const { pathname } = new URL(url, 'http://localhost');
  const { language } = parseLocalizedPath(pathname);
  const routes = buildRouteTable(remotes, () =>
    serverPages(page === 'slot' ? PageSlot : PageLoading),
  );
  const rendered = await renderWithTitle(
    <MemoryRouter initialEntries={[url]}>
      <App routes={routes} />
    </MemoryRouter>,
    language,
    pageData,
  );
  return {
    ...rendered,
    hydratable: isHydratedShellPage(pathname),
    description: siteDescription(language, pageData),
  };
}
