import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { REMOTE_PAGES_MODULE } from '@court/contract';
import { PageLoading, type RemotePagesProps } from '@court/kit';
import { RemoteErrorBoundary } from './remote-error-boundary';

const pagesByRemote = new Map<string, LazyExoticComponent<ComponentType<RemotePagesProps>>>();

/** One lazy component per remote, so its code is fetched on the first visit to one of its paths. */
function remotePages(remoteName: string) {
  let pages = pagesByRemote.get(remoteName);
  if (!pages) {
    pages = lazy(async () => {
      const module = await loadRemote<{ default: ComponentType<RemotePagesProps> }>(
        `${remoteName}/${REMOTE_PAGES_MODULE}`,
      );
      if (!module) throw new Error(`Remote ${remoteName} returned no module`);
      return module;
    });
    pagesByRemote.set(remoteName, pages);
  }
  return pages;
}

export interface RemotePageProps {
  remoteName: string;
  path: string;
}

/** Renders a remote's page; if the remote cannot be loaded, says so instead of a blank page. */
export function RemotePage({ remoteName, path }: RemotePageProps) {
  const Pages = remotePages(remoteName);
  return (
    <RemoteErrorBoundary remoteName={remoteName}>
      <Suspense fallback={<PageLoading />}>
        <Pages path={path} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
