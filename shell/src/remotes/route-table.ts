import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { REMOTE_PAGES_MODULE, type RemoteRegistryEntry } from '@court/contract';
import type { RemotePagesProps } from '@court/kit';

export type RemotePagesComponent = LazyExoticComponent<ComponentType<RemotePagesProps>>;

/** One route a remote serves: its registry path (without language prefix) and its pages. */
export interface RemoteRoute {
  /** Registry path such as "jury-faq", "bio/:name", or "" for the home page. */
  path: string;
  remoteName: string;
  Pages: RemotePagesComponent;
}

/** Lazily loads a remote's exposed Pages module: its code is fetched on the first visit. */
export function lazyRemotePages(remoteName: string): RemotePagesComponent {
  return lazy(async () => {
    const module = await loadRemote<{ default: ComponentType<RemotePagesProps> }>(
      `${remoteName}/${REMOTE_PAGES_MODULE}`,
    );
    if (!module) throw new Error(`Remote ${remoteName} returned no module`);
    return module;
  });
}

/**
 * Builds the route table once, before the first render, so each remote has exactly one lazy
 * component for the life of the page. A path claimed twice goes to the first remote listing it.
 */
export function buildRouteTable(
  remotes: readonly RemoteRegistryEntry[],
  createPages: (remoteName: string) => RemotePagesComponent = lazyRemotePages,
): RemoteRoute[] {
  const routes: RemoteRoute[] = [];
  const seen = new Set<string>();
  for (const remote of remotes) {
    const Pages = createPages(remote.name);
    for (const rawPath of remote.paths) {
      const path = rawPath.replace(/^\/+|\/+$/g, '');
      if (seen.has(path)) continue;
      seen.add(path);
      routes.push({ path, remoteName: remote.name, Pages });
    }
  }
  return routes;
}

/** Router patterns of a registry path in both languages; the empty path is the home page. */
export function routePatterns(path: string): [english: string, spanish: string] {
  return path === '' ? ['/', '/es'] : [`/${path}`, `/es/${path}`];
}
