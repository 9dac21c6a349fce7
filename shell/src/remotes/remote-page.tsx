import { Suspense } from 'react';
import { PageLoading, useLocation } from '@court/kit';
import { RemoteErrorBoundary } from './remote-error-boundary';
import type { RemoteRoute } from './route-table';

export interface RemotePageProps {
  route: RemoteRoute;
}

/** Renders a remote's page; if the remote cannot be loaded, says so instead of a blank page. */
export function RemotePage({ route }: RemotePageProps) {
  const { pathname } = useLocation();
  const { Pages, path, remoteName } = route;
  // Keyed by URL so that a failure on one page does not stick to the next page visited.
  return (
    <RemoteErrorBoundary key={pathname} remoteName={remoteName}>
      <Suspense fallback={<PageLoading />}>
        <Pages path={path} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
