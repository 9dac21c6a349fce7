import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  BrowserRouter,
  PageDataContext,
  createPageData,
  parseLocalizedPath,
  useStaffStore,
} from '@court/kit';
import { App } from './app/app';
import { applyLanguage } from './app/language-sync';
import { isHydratedShellPage, preloadShellPage } from './app/site-routes';
import { loadRemoteRegistry } from './remotes/remote-registry';
import { buildRouteTable, findRemoteRoute, type RemoteRoute } from './remotes/route-table';

/** The API answers the server rendered the page with, so hydration starts from the same ones. */
function readPageData() {
  const json = document.getElementById('court-page-data')?.textContent;
  return createPageData(json ? (JSON.parse(json) as Record<string, unknown>) : {});
}

/**
 * Loads the code of the page the server painted (a remote's page, or the shell's search results)
 * so that hydration reaches it at once; false when it cannot be loaded.
 */
function loadPaintedPage(routes: readonly RemoteRoute[]): Promise<boolean> {
  const { pathname } = window.location;
  const route = findRemoteRoute(routes, pathname);
  if (!route && !isHydratedShellPage(pathname)) return Promise.resolve(false);
  return (route ? route.preload(route.path) : preloadShellPage(pathname)).then(
    () => true,
    () => false,
  );
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // The first render is already in the URL's language: no flash of English on /es/ pages.
  applyLanguage(parseLocalizedPath(window.location.pathname).language);
  // Who is signed in to the staff tools: a small request sent in the background, never awaited,
  // so the first render does not wait for it. A 401 just means nobody is.
  void useStaffStore.getState().loadStaffUser();
  const routes = buildRouteTable(await loadRemoteRegistry());
  const app = (
    <StrictMode>
      <PageDataContext value={readPageData()}>
        <BrowserRouter>
          <App routes={routes} />
        </BrowserRouter>
      </PageDataContext>
    </StrictMode>
  );
  // The server sent the page rendered: adopt its nodes instead of painting them again. The page's
  // code is loaded first, so hydration reaches the page at once rather than waiting behind it.
  const isPageLoaded = container.hasAttribute('data-hydrate') && (await loadPaintedPage(routes));
  if (isPageLoaded) {
    // As a transition, hydration yields to the browser between pieces of work, so a tap or a key
    // press is answered while the page is being adopted instead of after one long task.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // Rendered afresh: a remote that cannot be loaded then shows its "temporarily unavailable"
    // message and the court's phone number in place of a page whose forms would not work. A
    // page of the shell's own is loaded first, so the painted page is not replaced by a
    // placeholder while its code arrives (a failed load shows the page's error instead).
    await preloadShellPage(window.location.pathname).catch(() => undefined);
    createRoot(container).render(app);
  }
}

void start();
