import { Suspense, type ComponentType } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { NEEDS_SCRIPT_CLASS, PageNeedsScript } from './needs-script';
import { preloadable, type ComponentLoader, type Preloadable } from './preloadable';

/** Props the shell passes to a remote's exposed Pages module. */
export interface RemotePagesProps {
  /** The registry path that matched, e.g. "bio/:name". */
  path: string;
}

/** Loads one page's code: `() => import(/* webpackChunkName: "page-…" *\/ './features/…')`. */
export type PageLoader = ComponentLoader<object>;

/**
 * The pages of each path with a parameter ("bio/:name"), named from the page data the pages
 * render with: the build's (the content the site starts from) when it renders them, today's
 * when the server reads them for the site search, so a page added since the build is found.
 */
export type ParameterPagePaths = Readonly<
  Record<string, (pageData: Readonly<Record<string, unknown>>) => readonly string[]>
>;

/** What a remote's exposed Pages module exports. */
export interface RemotePagesModule {
  default: ComponentType<RemotePagesProps>;
  /** Loads the code of one path's page, so the shell can hydrate it without waiting. */
  preloadPage: (path: string) => Promise<void>;
}

/**
 * Shown while a page's own code is loading. The server sends it for the pages only the browser
 * renders (the staff tools): without the script nothing is loading, so there it
 * says the page needs the script instead.
 */
export function PageLoading() {
  const { t } = useTranslation('kit');
  return (
    <>
      <p className={`court-loading ${NEEDS_SCRIPT_CLASS}`} role="status">
        {t('loading')}
      </p>
      <PageNeedsScript />
    </>
  );
}

/**
 * Builds a remote's exposed Pages module from its path-to-loader table. Each page is its own
 * chunk, so a visit downloads only the page it shows; the shell preloads that chunk before
 * hydrating a page rendered at build time.
 */
export function createRemotePages(
  loaders: Record<string, PageLoader>,
): Omit<RemotePagesModule, 'default'> & { Pages: ComponentType<RemotePagesProps> } {
  const pages = new Map<string, Preloadable<object>>(
    Object.entries(loaders).map(([path, load]) => [path, preloadable(load)]),
  );
  function RemotePages({ path }: RemotePagesProps) {
    const page = pages.get(path);
    if (!page) throw new Error(`No page for path "${path}"`);
    return (
      <Suspense fallback={<PageLoading />}>
        <page.Component />
      </Suspense>
    );
  }
  return {
    Pages: RemotePages,
    preloadPage: (path) => pages.get(path)?.preload() ?? Promise.resolve(),
  };
}
