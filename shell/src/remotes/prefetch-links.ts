import { useEffect } from 'react';
import { useLocation } from '@court/kit';
import { findRemoteRoute, type RemoteRoute } from './route-table';

/** The part of a remote's prerendered.json that names the files its pages need first. */
interface RemoteFiles {
  entry?: string;
  exposed?: { js?: string[] };
  pages?: Record<string, { js?: string[]; css?: string[] } | undefined>;
}

const fileLists = new Map<string, Promise<RemoteFiles>>();
const prefetched = new Set<string>();

/** The remote's list of files, fetched once per page load. */
function filesOf(base: string): Promise<RemoteFiles> {
  let files = fileLists.get(base);
  if (!files) {
    files = fetch(`${base}prerendered.json`)
      .then((response) => (response.ok ? (response.json() as Promise<RemoteFiles>) : {}))
      .catch(() => ({}));
    fileLists.set(base, files);
  }
  return files;
}

/** Whether this page load has already fetched the file (the open page's remote, for one). */
function isFetched(href: string): boolean {
  return performance.getEntriesByName(new URL(href, window.location.href).href).length > 0;
}

function addPrefetch(href: string): void {
  if (prefetched.has(href) || isFetched(href)) return;
  prefetched.add(href);
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = href;
  document.head.append(link);
}

/**
 * Warms the browser's cache with a remote's files (its page's too when `withPage`), without
 * running them: the remote starts only when its page is opened, as on a cold visit.
 */
async function prefetchRemote(route: RemoteRoute, withPage: boolean): Promise<void> {
  const base = route.entry.replace(/[^/]*$/, '');
  const files = await filesOf(base);
  const page = withPage ? files.pages?.[route.path] : undefined;
  const names = [
    files.entry,
    ...(files.exposed?.js ?? []),
    ...(page?.js ?? []),
    ...(page?.css ?? []),
  ];
  for (const name of names) if (name) addPrefetch(`${base}${name}`);
}

/** The site-relative path a link leads to, or null for links that leave the site. */
function sitePathOf(link: HTMLAnchorElement): string | null {
  return link.origin === window.location.origin ? link.pathname : null;
}

/**
 * Prefetches a remote's files before they are needed: its page's too when a link to it is
 * hovered or focused (the visit is likely), only its entry when such a link comes into view.
 * Starts after the page is idle, so it never competes with the page's own first paint.
 */
export function usePrefetchLinks(routes: readonly RemoteRoute[]): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const prefetch = (target: EventTarget | null, withPage: boolean) => {
      const link = target instanceof Element ? target.closest('a[href]') : null;
      const path = link instanceof HTMLAnchorElement ? sitePathOf(link) : null;
      const route = path === null ? undefined : findRemoteRoute(routes, path);
      if (route) void prefetchRemote(route, withPage);
    };
    const onIntent = (event: Event) => prefetch(event.target, true);
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);

    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              observer?.unobserve(entry.target);
              prefetch(entry.target, false);
            }
          });
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
    const idle = whenIdle(() => {
      for (const link of document.querySelectorAll('a[href]')) observer?.observe(link);
    });
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
      cancelIdle(idle);
      observer?.disconnect();
    };
  }, [routes, pathname]);
}
