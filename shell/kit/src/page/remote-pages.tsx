import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';

/** Props the shell passes to a remote's exposed Pages module. */
export interface RemotePagesProps {
  /** The registry path that matched, e.g. "bio/:name". */
  path: string;
}

export type PageComponent = LazyExoticComponent<ComponentType> | ComponentType;

/** Shown while a page's own code is loading. */
export function PageLoading() {
  const { t } = useTranslation('kit');
  return (
    <p className="court-loading" role="status">
      {t('loading')}
    </p>
  );
}

/**
 * Builds a remote's exposed Pages component from its path-to-page table. Each page is its own
 * lazy chunk, so a visit downloads only the page it shows.
 */
export function createRemotePages(
  pages: Record<string, PageComponent>,
): ComponentType<RemotePagesProps> {
  function RemotePages({ path }: RemotePagesProps) {
    const Page = pages[path];
    if (!Page) throw new Error(`No page for path "${path}"`);
    return (
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    );
  }
  return RemotePages;
}
