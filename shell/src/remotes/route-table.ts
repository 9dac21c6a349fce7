import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { REMOTE_PAGES_MODULE, type RemoteRegistryEntry } from '@court/contract';
import {
  matchPath,
  parseLocalizedPath,
  preloadable,
  type RemotePagesModule,
  type RemotePagesProps,
} from '@court/kit';

/** A remote's exposed Pages component, loadable ahead of its first render. */
export interface RemotePages {
  Pages: ComponentType<RemotePagesProps>;
  /** Loads the remote's Pages module and, given a path, that page's own chunk. */
  preload: (path?: string) => Promise<void>;
}

/** One route a remote serves: its registry path (without language prefix) and its pages. */
export interface RemoteRoute extends RemotePages {
  /** Registry path such as "jury-faq", "bio/:name", or "" for the home page. */
  path: string;
  remoteName: string;
  /** The remote's entry URL from the registry, e.g. "/mfe-jury/remoteEntry.js". */
  entry: string;
}

/** The remote's exposed Pages module, fetched through the federation runtime on first use. */
export function federatedRemotePages(remoteName: string): RemotePages {
  let loading: Promise<RemotePagesModule> | undefined;
  const load = (): Promise<RemotePagesModule> => {
    loading ??= loadRemote<RemotePagesModule>(`${remoteName}/${REMOTE_PAGES_MODULE}`).then(
      (module) => {
        if (!module) throw new Error(`Remote ${remoteName} returned no module`);
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const { Component, preload } = preloadable(load);
  return {
    Pages: Component,
    preload: async (path) => {
      const [module] = await Promise.all([load(), preload()]);
      if (path !== undefined) await module.preloadPage(path);
    },
  };
}

/**
 * Builds the route table once, before the first render, so each remote has exactly one Pages
 * component for the life of the page. A path claimed twice goes to the first remote listing it.
 */
export function buildRouteTable(
  remotes: readonly RemoteRegistryEntry[],
  createPages: (remoteName: string) => RemotePages = federatedRemotePages,
): RemoteRoute[] {
  const routes: RemoteRoute[] = [];
  const seen = new Set<string>();
  for (const remote of remotes) {
    const pages = createPages(remote.name);
    for (const rawPath of remote.paths) {
      const path = rawPath.replace(/^\/+|\/+$/g, '');
      if (seen.has(path)) continue;
      seen.add(path);
      routes.push({ path, remoteName: remote.name, entry: remote.entry, ...pages });
    }
  }
  return routes;
}

/** Router patterns of a registry path in both languages; the empty path is the home page. */
export function routePatterns(path: string): [english: string, spanish: string] {
  return path === '' ? ['/', '/es'] : [`/${path}`, `/es/${path}`];
}

/** The remote route that serves a URL path such as "/es/bio/smith", if any. */
export function findRemoteRoute(
  routes: readonly RemoteRoute[],
  pathname: string,
): RemoteRoute | undefined {
  const { path } = parseLocalizedPath(pathname);
  return routes.find((route) => matchPath(`/${route.path}`, `/${path}`) !== null);
}
