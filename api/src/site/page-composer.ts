import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import {
  parseLocalizedPath,
  type Language,
  type RemoteRegistry,
  type RemoteRegistryEntry,
} from '@court/contract';
import type { Logger } from '../platform/logger';
import { PageDataCache, type PageDataSources } from './page-data-cache';
import { findRemoteFolders, FRAGMENT_FILE, readRemoteRegistry } from './remote-registry';

/** What the front ends' server bundles render: HTML, hoisted hints, the title, data asked for. */
interface RenderedHtml {
  html: string;
  head: string;
  title: string;
}

/** The shell's server bundle (shell/dist-server/render-frame.cjs), built from its own sources. */
interface FrameRenderer {
  PAGE_SLOT: string;
  renderFrame(request: {
    url: string;
    remotes: RemoteRegistryEntry[];
    page: 'slot' | 'loading';
    /** Answers the frame renders with (the alerts in force), keyed by API path. */
    answers: Record<string, unknown>;
  }): Promise<RenderedHtml & { notFound?: boolean }>;
}

export interface PageComposerOptions {
  /** Composed pages kept in memory. */
  maxPages: number;
  /** How often the built files are checked for a new deployment. */
  checkEveryMs: number;
  /** How long an API answer is reused before it is read again. */
  answersMaxAgeMs: number;
  /** How long a page waits for an API answer before it is served with the last one read. */
  answersWaitMs: number;
  /** API paths the frame of every page shows in a language (the alerts in force). */
  frameDataPaths: (language: Language) => string[];
}

const DEFAULT_OPTIONS: PageComposerOptions = {
  maxPages: 200,
  checkEveryMs: 1000,
  answersMaxAgeMs: 1000,
  answersWaitMs: 1000,
  frameDataPaths: () => [],
};

/** A remote's server bundle (mfe-x/dist-server/remote-server.cjs). */
interface PageRenderer {
  renderPage(
    path: string,
    language: Language,
    url: string,
    answers: Record<string, unknown>,
  ): Promise<RenderedHtml>;
}

/** What a remote's build rendered (dist/prerendered.json), with paths relative to its dist/. */
interface PrerenderedManifest {
  entry: string;
  exposed: { js: string[]; css: string[] };
  pages: Record<
    string,
    {
      html: Partial<Record<Language, string>>;
      title: Partial<Record<Language, string>>;
      /** Hints React hoisted out of the page (image preloads), for the page's <head>. */
      head?: Partial<Record<Language, string>>;
      /** API paths the page renders with; the server renders it again with their answers. */
      data?: string[];
      js: string[];
      css: string[];
    }
  >;
}

/** Everything a page is composed from, reloaded together when any of it changes on disk. */
interface SiteFiles {
  template: string;
  renderer: FrameRenderer | null;
  registry: RemoteRegistry;
  /** Remote name → its URL folder ("/mfe-jury/") and the manifest of its rendered pages. */
  remotes: Map<string, RemoteFiles>;
}

interface RemoteFiles {
  base: string;
  folder: string;
  manifest: PrerenderedManifest | null;
  /** Loaded on the first page that needs answers rendered in. */
  renderer?: PageRenderer | null;
}

/** Where a URL path leads: its language and, for a remote's page, the remote and the page. */
interface PageTarget {
  language: Language;
  entry?: RemoteRegistryEntry;
  remote?: RemoteFiles;
  pattern?: string;
  page?: PrerenderedManifest['pages'][string];
}

/** A composed page, compressed once, with the ETag browsers revalidate it by. */
export interface ComposedPage {
  /** 200, or 404 for a path the site has no page for (the page then says so). */
  status: 200 | 404;
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

const SHELL_INDEX = 'shell/dist/index.html';
const SHELL_RENDERER = 'shell/dist-server/render-frame.cjs';
const REMOTE_RENDERER = 'dist-server/remote-server.cjs';
const PRERENDERED_MANIFEST = 'prerendered.json';
/** Loads the server bundles the front ends build (CommonJS files outside this package). */
const loadBundle = createRequire(__filename);
/** The shell's empty mount point, with or without quotes (the built index.html is minified). */
const ROOT_ELEMENT = /<div id="?root"?><\/div>/;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** JSON that is safe inside a <script> element: no "</script>" or "<!--" can close it early. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
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

/** The URL folder of a remote served by this process ("/mfe-jury/"), from its registry entry. */
function localBase(entry: string): string | null {
  return /^\/(mfe-[a-z0-9-]+)\/[^/]+$/.test(entry) ? entry.replace(/[^/]+$/, '') : null;
}

/**
 * Serves each page as HTML that can be read before any script runs: the shell's frame rendered
 * for the URL, with the page its remote rendered at build time inside, the registry, and hints
 * for the few files that page needs first. The frame shows the alerts in force. A page that shows
 * API answers (the juror message, the job list) is rendered again by its remote's server bundle
 * with them. Answers are written into the page for the browser to start from; they are re-read
 * at most once a second, and at once
 * after staff change something in this process. Composed pages are kept in memory, compressed, until
 * the shell's or a remote's files change (checked at most once a second, so a remote deployed
 * alone is picked up by every process).
 */
export class PageComposer {
  private readonly cache = new Map<string, ComposedPage>();
  private readonly pageData: PageDataCache;
  private site: SiteFiles | null = null;
  private version = '';
  private checkedAt = 0;
  private readonly options: PageComposerOptions;

  constructor(
    private readonly webRoot: string,
    private readonly logger: Logger,
    pageDataSources: PageDataSources = {},
    options: Partial<PageComposerOptions> = {},
  ) {
    this.options = { ...DEFAULT_OPTIONS, ...options };
    this.pageData = new PageDataCache(pageDataSources, logger, {
      maxAgeMs: this.options.answersMaxAgeMs,
      waitMs: this.options.answersWaitMs,
    });
  }

  /** The page for a URL path, or null when the shell has no server bundle to render it with. */
  async compose(pathname: string): Promise<ComposedPage | null> {
    const site = await this.currentSite();
    if (!site.renderer) return null;
    const target = this.findPage(site, pathname);
    const frameAnswers =
      (await this.answersFor(this.options.frameDataPaths(target.language))) ?? {};
    const answers = target.page?.data?.length ? await this.answersFor(target.page.data) : null;
    // The same URL is a new page when the answers it is rendered with change.
    const key = [pathname, JSON.stringify(frameAnswers), answers && JSON.stringify(answers)].join(
      '\n',
    );
    const cached = this.cache.get(key);
    if (cached) {
      // Most recently used last, so the oldest entry is the first one evicted.
      this.cache.delete(key);
      this.cache.set(key, cached);
      return cached;
    }
    const { html, notFound } = await this.render(
      site,
      site.renderer,
      pathname,
      target,
      frameAnswers,
      answers,
    );
    const identity = Buffer.from(html);
    const page: ComposedPage = {
      status: notFound ? 404 : 200,
      etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
      identity,
      gzip: gzipSync(identity, { level: 9 }),
      br: brotliCompressSync(identity, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 },
      }),
    };
    this.cache.set(key, page);
    if (this.cache.size > this.options.maxPages) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    return page;
  }

  /** Reads the API answers pages are rendered with afresh, after staff changed something. */
  forgetAnswers(): void {
    this.pageData.expire();
  }

  /** The remote page a URL path shows, if a remote serves it. */
  private findPage(site: SiteFiles, pathname: string): PageTarget {
    const { language, path: pagePath } = parseLocalizedPath(pathname);
    const trimmed = pagePath.replace(/\/+$/, '');
    const entry = site.registry.remotes.find((remote) =>
      remote.paths.some((pattern) => matchesRoutePath(pattern, trimmed)),
    );
    const pattern = entry?.paths.find((candidate) => matchesRoutePath(candidate, trimmed));
    const remote = entry ? site.remotes.get(entry.name) : undefined;
    // Only paths without parameters are rendered ahead: "bio/:name" is rendered in the browser.
    const page = pattern === trimmed ? remote?.manifest?.pages[pattern] : undefined;
    return { language, entry, remote, pattern, page };
  }

  /**
   * Answers for the API paths a page renders with, fresh or the last ones read; null when one of
   * them has no source. A path whose answer could not be had is left out.
   */
  private async answersFor(paths: string[]): Promise<Record<string, unknown> | null> {
    return this.pageData.hasSources(paths) ? this.pageData.read(paths) : null;
  }

  private async pageHtml(
    target: PageTarget,
    pathname: string,
    answers: Record<string, unknown> | null,
  ): Promise<(RenderedHtml & { answers?: Record<string, unknown> }) | null> {
    const { remote, page, pattern, language } = target;
    if (!remote || !page || pattern === undefined) return null;
    if (answers) {
      const renderer = this.remoteRenderer(remote);
      if (renderer) {
        return { ...(await renderer.renderPage(pattern, language, pathname, answers)), answers };
      }
    }
    const file = page.html[language];
    if (!file) return null;
    const html = await readFile(path.join(this.webRoot, remote.folder, 'dist', file), 'utf8').catch(
      () => null,
    );
    return html === null
      ? null
      : { html, head: page.head?.[language] ?? '', title: page.title[language] ?? '' };
  }

  private async render(
    site: SiteFiles,
    renderer: FrameRenderer,
    pathname: string,
    target: PageTarget,
    frameAnswers: Record<string, unknown>,
    answers: Record<string, unknown> | null,
  ): Promise<{ html: string; notFound: boolean }> {
    const { language, entry, remote, page } = target;
    const rendered = await this.pageHtml(target, pathname, answers);
    const frame = await renderer.renderFrame({
      url: pathname,
      remotes: site.registry.remotes,
      page: rendered ? 'slot' : 'loading',
      answers: frameAnswers,
    });
    const body = rendered
      ? frame.html.replace(renderer.PAGE_SLOT, () => rendered.html)
      : frame.html;
    const title = (rendered ? rendered.title : frame.title) || null;

    const hints: string[] = [frame.head];
    let pageFiles: string[] = [];
    if (rendered && remote?.manifest && entry && page) {
      hints.push(rendered.head);
      const { base, manifest } = remote;
      // The first link of the chain the page's script walks before it can adopt this HTML. The
      // rest is listed for the shell to preload once its script runs: preloaded from the HTML,
      // those scripts shared the connection with the page's text and CSS and delayed the first
      // paint (Lighthouse mobile, /jury-service: LCP 2.8 s with them, 2.1 s without).
      hints.push(`<link rel="preload" href="${entry.entry}" as="fetch" crossorigin="anonymous">`);
      pageFiles = [manifest.entry, ...manifest.exposed.js, ...page.js].map(
        (file) => `${base}${file}`,
      );
      for (const file of [...manifest.exposed.css, ...page.css]) {
        // data-href is the name the chunk loader looks for, so it does not load the sheet twice.
        hints.push(`<link rel="stylesheet" href="${base}${file}" data-href="${file}">`);
      }
    }
    // Only answers the HTML was rendered with: the browser hydrates it starting from them.
    const pageData = { ...frameAnswers, ...rendered?.answers };
    const data =
      Object.keys(pageData).length > 0
        ? `<script type="application/json" id="court-page-data">${scriptJson(pageData)}</script>`
        : '';

    const html = site.template
      .replace(/<html lang="?[a-z-]*"?>/i, () => `<html lang="${language}">`)
      .replace(/<title>[^<]*<\/title>/, (original) =>
        title ? `<title>${escapeHtml(title)}</title>` : original,
      )
      .replace('</head>', () => `${hints.join('')}</head>`)
      .replace(
        ROOT_ELEMENT,
        () =>
          `<div id="root"${rendered ? ' data-hydrate=""' : ''}>${body}</div>` +
          `<script type="application/json" id="court-registry">${scriptJson(site.registry)}</script>` +
          (pageFiles.length > 0
            ? `<script type="application/json" id="court-page-files">${scriptJson(pageFiles)}</script>`
            : '') +
          data,
      );
    return { html, notFound: frame.notFound === true };
  }

  private remoteRenderer(remote: RemoteFiles): PageRenderer | null {
    if (remote.renderer === undefined) {
      remote.renderer = this.loadServerBundle<PageRenderer>(
        path.join(this.webRoot, remote.folder, REMOTE_RENDERER),
      );
    }
    return remote.renderer;
  }

  /** The site's files, reloaded (and the cache emptied) when any of them changed on disk. */
  private async currentSite(): Promise<SiteFiles> {
    const now = Date.now();
    if (this.site && now - this.checkedAt < this.options.checkEveryMs) return this.site;
    this.checkedAt = now;
    const version = await this.readVersion();
    if (this.site && version === this.version) return this.site;
    this.version = version;
    this.cache.clear();
    this.site = await this.load();
    return this.site;
  }

  private async readVersion(): Promise<string> {
    const files = [SHELL_INDEX, SHELL_RENDERER];
    for (const folder of await findRemoteFolders(this.webRoot)) {
      files.push(`${folder}/dist/${FRAGMENT_FILE}`, `${folder}/dist/${PRERENDERED_MANIFEST}`);
    }
    const times = await Promise.all(
      files.map((file) =>
        stat(path.join(this.webRoot, file)).then(
          (info) => `${file}@${info.mtimeMs}`,
          () => `${file}@-`,
        ),
      ),
    );
    return times.join('|');
  }

  private async load(): Promise<SiteFiles> {
    const template = await readFile(path.join(this.webRoot, SHELL_INDEX), 'utf8').catch(() => '');
    const registry = await readRemoteRegistry(this.webRoot);
    const remotes: SiteFiles['remotes'] = new Map();
    for (const entry of registry.remotes) {
      const base = localBase(entry.entry);
      if (!base) continue;
      const folder = base.slice(1, -1);
      const manifest = await readFile(
        path.join(this.webRoot, folder, 'dist', PRERENDERED_MANIFEST),
        'utf8',
      )
        .then((text) => JSON.parse(text) as PrerenderedManifest)
        .catch(() => null);
      remotes.set(entry.name, { base, folder, manifest });
    }
    const renderer = ROOT_ELEMENT.test(template)
      ? this.loadServerBundle<FrameRenderer>(path.join(this.webRoot, SHELL_RENDERER))
      : null;
    return { template, registry, remotes, renderer };
  }

  private loadServerBundle<T>(file: string): T | null {
    if (!existsSync(file)) return null;
    try {
      // A rebuilt front end replaces the file: forget the old module so the new one is read.
      Reflect.deleteProperty(loadBundle.cache, loadBundle.resolve(file));
      return loadBundle(file) as T;
    } catch (error) {
      this.logger.warn({ err: error, file }, 'A server bundle could not be loaded');
      return null;
    }
  }
}
