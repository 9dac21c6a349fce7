import {
  FORM_PAGE_DATA,
  FORM_TOKEN_PLACEHOLDER,
  LANGUAGES,
  localizedPath,
  parseLocalizedPath,
  type Language,
  type RemoteRegistryEntry,
} from '@court/contract';
import type { Logger } from '../platform/logger';
import {
  ComposedPageCache,
  compressedPage,
  keptPage,
  type ComposedPage,
} from './composed-page-cache';
import {
  DeployedSite,
  type FrameRenderer,
  type PageFiles,
  type PageRenderer,
  type PrerenderedManifest,
  type PrerenderedPage,
  type RemoteFiles,
  type RenderedHtml,
  type SearchSection,
  type SiteFiles,
} from './deployed-site';
import { pageHtml, remotePageAssets, shellBootHints } from './page-html';
import { PageDataCache, type OfflinePageData, type PageDataSources } from './page-data-cache';
import { SHARED_FILE_PREFIX, SharedPageFiles } from './shared-page-files';

export interface PageComposerOptions {
  /** Composed pages kept in memory. */
  maxPages: number;
  /** How often the built files are checked for a new deployment. */
  checkEveryMs: number;
  /** How long page data read from the API is reused before it is read again. */
  pageDataMaxAgeMs: number;
  /** How long a page waits for fresh page data before it is served with the last read. */
  pageDataWaitMs: number;
  /** What pages show of a path the database cannot give (the court's content kept on disk). */
  offlinePageData: OfflinePageData;
  /** API paths the frame of every page shows in a language (the alerts in force). */
  frameDataPaths: (language: Language) => string[];
  /**
   * Of the frame's API paths, those whose data is the same on every page and in both languages:
   * a page links to them, served once as a file of their own, rather than carrying them.
   */
  sharedFrameDataPaths: readonly string[];
  /**
   * Page data of one address alone, keyed by API path (the results of /search?q=jury), read for
   * each request; null for an address without any. A page with such data is composed for its
   * request only.
   */
  requestPageData: RequestPageData;
}

/** Page data of an address's query: the path ("/es/search") and the query ("?q=jury" or ""). */
export type RequestPageData = (
  pathname: string,
  search: string,
) => Promise<Record<string, unknown> | null>;

const DEFAULT_OPTIONS: PageComposerOptions = {
  maxPages: 200,
  checkEveryMs: 1000,
  pageDataMaxAgeMs: 1000,
  pageDataWaitMs: 1000,
  offlinePageData: {},
  frameDataPaths: () => [],
  sharedFrameDataPaths: [],
  requestPageData: () => Promise.resolve(null),
};

/** A page the site search indexes as the server renders it today, with its page data. */
export interface SearchablePage {
  /** Its path without language prefix: "faq". */
  path: string;
  language: Language;
  title: string;
  sections: SearchSection[];
  /** The page no longer shows (a retired official's biography): the search leaves it out. */
  gone?: boolean;
}

/**
 * Where a URL path leads: its language and, for a remote's page, the remote, the page's code
 * and, when the build rendered it, the page.
 */
interface PageTarget {
  language: Language;
  /**
   * The API paths the page renders with: its own as built, or for a value of a path with a
   * parameter the build did not render (a biography added since), those of one it did.
   */
  dataPaths: string[];
  entry?: RemoteRegistryEntry;
  remote?: RemoteFiles;
  pattern?: string;
  files?: PageFiles;
  page?: PrerenderedPage;
}

/** Whether a registry path such as "bio/:name" matches a page path such as "bio/smith". */
export function matchesRoutePath(pattern: string, pagePath: string): boolean {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = pagePath.split('/').filter(Boolean);
  return (
    patternParts.length === pathParts.length &&
    patternParts.every((part, index) => part.startsWith(':') || part === pathParts[index])
  );
}

/**
 * Serves each page as HTML that can be read before any script runs: the shell's frame rendered
 * for the URL, with the page its remote rendered at build time inside, a link to what every page
 * shares (the registry, the data every page shows alike), and hints for the few files that page
 * needs first. The frame shows the alerts in force. A page that shows page data from the API (the
 * juror message, the job list) is rendered again by its remote's server bundle with it. The data
 * is written into the page for the browser to start from; it is re-read at most once a second,
 * and at once after staff change something in this process. An address of a path with a
 * parameter that the build did not render (a mistyped judge's name) is rendered by the remote's
 * server bundle too; a page that finds nothing there is answered 404.
 * Composed pages are kept in memory, compressed, until the deployed files change; a page whose
 * data depend on the address's query (the search results) is composed for each request.
 */
export class PageComposer {
  private readonly cache: ComposedPageCache;
  private readonly site: DeployedSite;
  private readonly pageDataCache: PageDataCache;
  private readonly sharedFiles = new SharedPageFiles();
  private readonly options: PageComposerOptions;
  /** Pages being composed, by their cache key. */
  private readonly composing = new Map<string, Promise<ComposedPage>>();
  /** Each searchable page as last cut, with the page data it was rendered with. */
  private readonly searchable = new Map<string, { dataKey: string; page: SearchablePage }>();

  constructor(
    webRoot: string,
    logger: Logger,
    pageDataSources: PageDataSources = {},
    options: Partial<PageComposerOptions> = {},
  ) {
    this.options = { ...DEFAULT_OPTIONS, ...options };
    this.cache = new ComposedPageCache(this.options.maxPages);
    this.site = new DeployedSite(webRoot, logger, this.options.checkEveryMs);
    this.pageDataCache = new PageDataCache(pageDataSources, logger, {
      maxAgeMs: this.options.pageDataMaxAgeMs,
      waitMs: this.options.pageDataWaitMs,
      offline: this.options.offlinePageData,
    });
  }

  /**
   * The page for a URL path and its query ("?q=jury", or empty), or null when the shell has no
   * server bundle to render it with. Only a page with request page data reads the query.
   * `postData` is what a form posted to the page came to (its answers and messages): the page is
   * then rendered with it, for this answer alone.
   */
  async compose(
    pathname: string,
    search = '',
    postData: Record<string, unknown> | null = null,
  ): Promise<ComposedPage | null> {
    const files = await this.currentFiles();
    if (!files.renderer) return null;
    const target = this.findPage(files, pathname);
    const frameData = (await this.readPageData(this.options.frameDataPaths(target.language))) ?? {};
    const pageData = target.dataPaths.length ? await this.readPageData(target.dataPaths) : null;
    const requestData = postData ?? (await this.options.requestPageData(pathname, search));
    if (requestData) {
      // Never kept: the next request for this address is composed (and searched) again.
      const { html, status, location } = await this.render(
        files,
        files.renderer,
        postData ? pathname : `${pathname}${search}`,
        target,
        { ...frameData, ...requestData },
        { ...pageData, ...requestData },
      );
      return compressedPage(html, status, true, location);
    }
    const key = ComposedPageCache.keyOf(pathname, frameData, pageData);
    const cached = this.cache.get(key);
    if (cached) return cached;
    // Requests that arrive while a page is being composed wait for that one composition.
    let composing = this.composing.get(key);
    if (!composing) {
      const renderer = files.renderer;
      composing = (async () => {
        const { html, status, location } = await this.render(
          files,
          renderer,
          pathname,
          target,
          frameData,
          pageData,
        );
        const page = await keptPage(html, status, location);
        this.cache.set(key, page);
        return page;
      })().finally(() => this.composing.delete(key));
      this.composing.set(key, composing);
    }
    return composing;
  }

  /**
   * What every page shares, by the file name pages link to. A name this process does not keep
   * is made afresh: another process that composed the page with the same registry and data named
   * it the same, and it is served as kept; a name whose content changed since the page was
   * composed is answered with today's, marked `current: false`, as what was painted cannot be had
   * again and the page's script then shows today's.
   */
  async sharedFile(name: string): Promise<{ resource: ComposedPage; current: boolean } | null> {
    const kept = this.sharedFiles.get(name);
    if (kept) return { resource: await kept, current: true };
    const { registry } = await this.currentFiles();
    const data = (await this.readPageData(this.options.sharedFrameDataPaths)) ?? {};
    const keptName = this.sharedFiles.keep({ registry, pageData: this.sharedOf(data) });
    const resource = this.sharedFiles.get(keptName);
    return resource ? { resource: await resource, current: keptName === name } : null;
  }

  /** The data of the shared frame paths among a page's, in the paths' order. */
  private sharedOf(pageData: Record<string, unknown>): Record<string, unknown> {
    const shared: Record<string, unknown> = {};
    for (const apiPath of this.options.sharedFrameDataPaths) {
      if (apiPath in pageData) shared[apiPath] = pageData[apiPath];
    }
    return shared;
  }

  /**
   * Staff changed something: page data is read afresh for the next page. Composed pages need no
   * forgetting, as the data they were rendered with is part of their key.
   */
  forgetPageData(): void {
    this.pageDataCache.expire();
  }

  /**
   * The pages rendered with page data (the FAQs staff publish, the hours, the job list, the
   * officials) as the site search reads them now: rendered with the data a visitor's page gets,
   * and cut into sections by the remote's server bundle the way the build cut the HTML it
   * rendered without it. A page is rendered again only when its data changed. The pages of a
   * path with a parameter are those today's data names, so a biography published since the build
   * is found; one that no longer shows (a retired official's, answered 410 or 301) is marked gone.
   * A page whose data could not all be read, or whose bundle cannot cut (built before), is left
   * out: the build's text stands for it.
   */
  async searchablePages(): Promise<SearchablePage[]> {
    // The search asks when it saw the files change: it must get the pages of those very files.
    const files = await this.currentFiles({ fresh: true });
    const pages: SearchablePage[] = [];
    for (const remote of files.remotes.values()) {
      const renderer = this.site.pageRenderer(remote);
      if (!remote.manifest || !renderer?.searchSections || !renderer.searchTitle) continue;
      const cut = { searchSections: renderer.searchSections, searchTitle: renderer.searchTitle };
      for (const pagePath of await this.pagePathsOf(remote.manifest, renderer)) {
        for (const language of LANGUAGES) {
          const page = await this.searchablePage(files, remote, cut, pagePath, language);
          if (page) pages.push(page);
        }
      }
    }
    return pages;
  }

  /**
   * A remote's pages: those its build rendered, and those of each path with a parameter that the
   * data its pages render with names today. A bundle built before names none of its own.
   */
  private async pagePathsOf(
    manifest: PrerenderedManifest,
    renderer: PageRenderer,
  ): Promise<string[]> {
    const paths = new Set(Object.keys(manifest.pages));
    for (const pattern of Object.keys(manifest.parameterPaths ?? {})) {
      const named = renderer.parameterPagePaths?.[pattern];
      if (typeof named !== 'function') continue;
      const sibling = Object.entries(manifest.pages).find(([built]) =>
        matchesRoutePath(pattern, built),
      )?.[1];
      const data = await this.readPageData(sibling?.data ?? []);
      if (!data) continue;
      for (const pagePath of named(data)) {
        if (typeof pagePath === 'string' && matchesRoutePath(pattern, pagePath)) {
          paths.add(pagePath);
        }
      }
    }
    return [...paths];
  }

  /** One page in one language as the search reads it now; null when the build's text stands. */
  private async searchablePage(
    files: SiteFiles,
    remote: RemoteFiles,
    cut: Required<Pick<PageRenderer, 'searchSections' | 'searchTitle'>>,
    pagePath: string,
    language: Language,
  ): Promise<SearchablePage | null> {
    const url = localizedPath(pagePath, language);
    const target = this.findPage(files, url);
    if (target.dataPaths.length === 0) return null;
    const data = await this.readPageData(target.dataPaths);
    const complete = data !== null && target.dataPaths.every((apiPath) => apiPath in data);
    const key = `${remote.folder}|${pagePath}|${language}`;
    const known = this.searchable.get(key);
    const dataKey = JSON.stringify(data);
    if (!complete || known?.dataKey === dataKey) return known?.page ?? null;
    const rendered = await this.renderedPage(target, url, data);
    if (!rendered) return null;
    const gone = Boolean(rendered.notFound || rendered.gone || rendered.movedTo);
    const page: SearchablePage = gone
      ? { path: pagePath, language, title: '', sections: [], gone }
      : {
          path: pagePath,
          language,
          title: cut.searchTitle(rendered.title),
          sections: cut.searchSections(rendered.html),
        };
    this.searchable.set(key, { dataKey, page });
    return page;
  }

  /** The deployed files; what was made from the files before is forgotten when they changed. */
  private async currentFiles(options: { fresh?: boolean } = {}): Promise<SiteFiles> {
    const { files, newDeployment } = await this.site.current(options);
    if (newDeployment) {
      this.cache.clear();
      this.searchable.clear();
    }
    return files;
  }

  /** The remote page a URL path shows, if a remote serves it. */
  private findPage(files: SiteFiles, pathname: string): PageTarget {
    const { language, path: pagePath } = parseLocalizedPath(pathname);
    const trimmed = pagePath.replace(/\/+$/, '');
    const entry = files.registry.remotes.find((remote) =>
      remote.paths.some((pattern) => matchesRoutePath(pattern, trimmed)),
    );
    const pattern = entry?.paths.find((candidate) => matchesRoutePath(candidate, trimmed));
    const remote = entry ? files.remotes.get(entry.name) : undefined;
    const manifest = pattern === undefined ? undefined : remote?.manifest;
    // Pages are listed by their own path: "bio/judge-one" for the pattern "bio/:name".
    const page = manifest?.pages[trimmed];
    const pageFiles = page ?? (pattern ? manifest?.parameterPaths?.[pattern] : undefined);
    const sibling =
      page ??
      Object.entries(manifest?.pages ?? {}).find(
        ([builtPath]) => pattern !== undefined && matchesRoutePath(pattern, builtPath),
      )?.[1];
    const dataPaths = sibling?.data ?? [];
    return { language, dataPaths, entry, remote, pattern, files: pageFiles, page };
  }

  /**
   * Page data for the API paths a page renders with, fresh or the last read; null when one of
   * them has no source. A path whose data could not be had is left out.
   */
  private async readPageData(paths: readonly string[]): Promise<Record<string, unknown> | null> {
    return this.pageDataCache.hasSources(paths) ? this.pageDataCache.read(paths) : null;
  }

  /**
   * The remote's page: rendered with its data when it has some, or for an address of a path with
   * a parameter that the build did not render; else as its build rendered it.
   */
  private async renderedPage(
    target: PageTarget,
    pathname: string,
    pageData: Record<string, unknown> | null,
  ): Promise<(RenderedHtml & { pageData?: Record<string, unknown> }) | null> {
    const { remote, files, page, pattern, language } = target;
    if (!remote || !files || pattern === undefined) return null;
    if (pageData || !page) {
      const renderer = this.site.pageRenderer(remote);
      if (renderer) {
        const rendered = await renderer.renderPage(pattern, language, pathname, pageData ?? {});
        return pageData ? { ...rendered, pageData } : rendered;
      }
      if (!page) return null;
    }
    const file = page.html[language];
    if (!file) return null;
    const html = await this.site.prerenderedHtml(remote, file);
    return html === null
      ? null
      : { html, head: page.head?.[language] ?? '', title: page.title[language] ?? '' };
  }

  /**
   * The page's HTML. `url` is the path, with the query for a page composed for its request;
   * `frameData` is what the frame renders with (the alerts, a search's results), `pageData`
   * what the remote's page does.
   */
  private async render(
    files: SiteFiles,
    renderer: FrameRenderer,
    url: string,
    target: PageTarget,
    frameData: Record<string, unknown>,
    pageData: Record<string, unknown> | null,
  ): Promise<{ html: string; status: ComposedPage['status']; location?: string }> {
    const { language, entry, remote, files: pageFiles } = target;
    const rendered = await this.renderedPage(target, url, pageData);
    const frame = await renderer.renderFrame({
      url,
      remotes: files.registry.remotes,
      page: rendered ? 'slot' : 'loading',
      pageData: frameData,
    });
    const assets =
      rendered && remote?.manifest && entry && pageFiles
        ? remotePageAssets({
            base: remote.base,
            manifest: remote.manifest,
            page: pageFiles,
            shellBoot: files.shellBoot,
          })
        : { hints: [] };
    // Only data the HTML was rendered with: the browser hydrates it starting from them; a
    // form's token among them, filled in each copy sent with the one in the form.
    const renderedWith: Record<string, unknown> = {
      ...frameData,
      ...rendered?.pageData,
      ...(rendered?.html.includes(FORM_TOKEN_PLACEHOLDER) && {
        [FORM_PAGE_DATA.token]: FORM_TOKEN_PLACEHOLDER,
      }),
    };
    const shared = this.sharedOf(renderedWith);
    const html = pageHtml({
      template: files.template,
      language,
      frame,
      pageSlot: renderer.PAGE_SLOT,
      page: rendered,
      hydrate: rendered !== null || frame.hydratable === true,
      hints: [...assets.hints, ...shellBootHints(files.shellBoot)],
      pageData: Object.fromEntries(
        Object.entries(renderedWith).filter(([apiPath]) => !(apiPath in shared)),
      ),
      sharedFile: `${SHARED_FILE_PREFIX}${this.sharedFiles.keep({
        registry: files.registry,
        pageData: shared,
      })}`,
    });
    if (frame.notFound === true || rendered?.notFound === true) return { html, status: 404 };
    if (rendered?.movedTo) return { html, status: 301, location: rendered.movedTo };
    return { html, status: rendered?.gone === true ? 410 : 200 };
  }
}
