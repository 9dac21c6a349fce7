import { StrictMode, startTransition, use, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { isRecord } from '@court/contract';
import {
  BrowserRouter,
  PageDataContext,
  createPageData,
  parseLocalizedPath,
  useLocation,
  useStaffStore,
  type PageData,
  type RemotePagesProps,
} from '@court/kit';
import { App } from './app/app';
import { applyLanguage } from './app/language-sync';
import { isHydratedShellPage, preloadShellPage } from './app/site-routes';
import { loadRemoteRegistry } from './remotes/remote-registry';
import { buildRouteTable, findRemoteRoute, type RemoteRoute } from './remotes/route-table';

/** How long the page waits for what every page shares before it starts without it. */
const SHARED_FILE_WAIT_MS = 10_000;

/** What every page shares, as read from the file the page links to (a `SharedPageFile`). */
interface SharedFileRead {
  registry: unknown;
  pageData: Record<string, unknown>;
}

const NOTHING_SHARED: SharedFileRead = { registry: null, pageData: {} };

/**
 * What every page shares (the registry, the court's facts and hours, the footer's documents),
 * which the page links to rather than carries: fetched as its preload did, so the preloaded copy
 * is used, and then kept by the browser. Without it (the network failed) the page starts from
 * what it has: the registry is asked for on its own, and the data the page lacks of the API.
 */
async function readSharedFile(address: string | undefined): Promise<SharedFileRead> {
  if (!address) return NOTHING_SHARED;
  try {
    const response = await fetch(address, { signal: AbortSignal.timeout(SHARED_FILE_WAIT_MS) });
    const file: unknown = response.ok ? await response.json() : null;
    if (!isRecord(file)) return NOTHING_SHARED;
    return { registry: file.registry, pageData: isRecord(file.pageData) ? file.pageData : {} };
  } catch {
    return NOTHING_SHARED;
  }
}

/** The API answers the server rendered the page with, so hydration starts from the same ones. */
async function readPageData(
  element: HTMLElement | null,
  shared: Promise<SharedFileRead>,
): Promise<PageData> {
  const json = element?.textContent;
  const own: unknown = json ? JSON.parse(json) : {};
  return createPageData({ ...(await shared).pageData, ...(isRecord(own) ? own : {}) });
}

/** The page the server painted: where it is, and its remote's route when a remote painted it. */
interface PaintedPage {
  pathname: string;
  route: RemoteRoute | undefined;
}

/**
 * Loads the code of the page the server painted (a remote's page, or the shell's search results)
 * so that hydration reaches it at once; false when it cannot be loaded.
 */
function loadPaintedPage({ pathname, route }: PaintedPage): Promise<boolean> {
  if (!route && !isHydratedShellPage(pathname)) return Promise.resolve(false);
  return (route ? route.preload(route.path) : preloadShellPage(pathname)).then(
    () => true,
    () => false,
  );
}

const NEVER_LOADED = new Promise<never>(() => undefined);

/**
 * A remote's pages whose code could not be loaded, for a load that starts on one of them: the
 * page the server painted stays as it is (React keeps a boundary's server nodes while what it
 * waits for has not come), so it reads, and its form posts, as without JavaScript, while the
 * frame around it works. Any later visit of its remote's pages shows its "temporarily
 * unavailable" message, as a page rendered in the browser does.
 */
function keepingPaintedPage(Pages: ComponentType<RemotePagesProps>, painted: string) {
  return function PaintedPageKept(props: RemotePagesProps) {
    // The first location of the load has React Router's "default" key; any visit after has its own.
    const { key, pathname } = useLocation();
    if (key === 'default' && pathname === painted) use(NEVER_LOADED);
    return <Pages {...props} />;
  };
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // The first render is already in the URL's language: no flash of English on /es/ pages.
  applyLanguage(parseLocalizedPath(window.location.pathname).language);
  // Who is signed in to the staff tools: a small request sent in the background, never awaited,
  // so the first render does not wait for it. A 401 just means nobody is.
  void useStaffStore.getState().loadStaffUser();
  // Asked for with the HTML; the page's own data is read while the page's code loads.
  const pageDataElement = document.getElementById('court-page-data');
  const shared = readSharedFile(pageDataElement?.dataset.shared);
  const pageData = readPageData(pageDataElement, shared);
  let routes = buildRouteTable(await loadRemoteRegistry(shared.then((file) => file.registry)));
  const { pathname } = window.location;
  const painted: PaintedPage = { pathname, route: findRemoteRoute(routes, pathname) };
  // The server sent the page rendered: adopt its nodes instead of painting them again. The page's
  // code is loaded first, so hydration reaches the page at once rather than waiting behind it.
  const isPainted = container.hasAttribute('data-hydrate');
  const isPageLoaded = isPainted && (await loadPaintedPage(painted));
  const unloadedRoute = isPainted && !isPageLoaded ? painted.route : undefined;
  if (unloadedRoute) {
    routes = routes.map((route) =>
      route.remoteName === unloadedRoute.remoteName
        ? { ...route, Pages: keepingPaintedPage(route.Pages, pathname) }
        : route,
    );
  }
  const startingData = await pageData;
  const app = (
    <StrictMode>
      <PageDataContext value={startingData}>
        <BrowserRouter>
          <App routes={routes} />
        </BrowserRouter>
      </PageDataContext>
    </StrictMode>
  );
  if (isPageLoaded || unloadedRoute) {
    // As a transition, hydration yields to the browser between pieces of work, so a tap or a key
    // press is answered while the page is being adopted instead of after one long task.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // Rendered afresh (a page the server could not paint): a remote that cannot be loaded then
    // shows its "temporarily unavailable" message and the court's phone number. A page of the
    // shell's own is loaded first, so the painted page is not replaced by a placeholder while
    // its code arrives (a failed load shows the page's error instead).
    await preloadShellPage(window.location.pathname).catch(() => undefined);
    createRoot(container).render(app);
  }
}

void start();
