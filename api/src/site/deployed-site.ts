import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Language, RemoteRegistry, RemoteRegistryEntry } from '@court/contract';
import type { Logger } from '../platform/logger';
import { hasRootElement } from './page-html';
import { findRemoteFolders, FRAGMENT_FILE, readRemoteRegistry } from './remote-registry';

/** What the front ends' server bundles render: HTML, hoisted hints, the title. */
export interface RenderedHtml {
  html: string;
  head: string;
  title: string;
  /** The page found nothing for its address: it is answered 404. */
  notFound?: boolean;
  /** What the address showed is gone for good (a retired official): it is answered 410. */
  gone?: boolean;
  /** Where what the address showed has moved for good (a successor's page): answered 301. */
  movedTo?: string | null;
}

/** The shell's server bundle (shell/dist-server/render-frame.cjs), built from its own sources. */
export interface FrameRenderer {
  PAGE_SLOT: string;
  renderFrame(request: {
    url: string;
    remotes: RemoteRegistryEntry[];
    page: 'slot' | 'loading';
    /** The page data the frame renders with (the alerts in force), keyed by API path. */
    pageData: Record<string, unknown>;
  }): Promise<
    RenderedHtml & {
      /** A page of the shell's own that the browser's script adopts (the search results). */
      hydratable?: boolean;
      /** The site's description in the page's language, by the court's published name. */
      description?: string;
    }
  >;
}

/** One part of a page as the site search indexes it (the build's search fragment's shape). */
export interface SearchSection {
  anchor: string | null;
  heading: string | null;
  text: string;
}

/** A remote's server bundle (mfe-x/dist-server/remote-server.cjs). */
export interface PageRenderer {
  renderPage(
    path: string,
    language: Language,
    url: string,
    pageData: Record<string, unknown>,
  ): Promise<RenderedHtml>;
  /** A rendered page cut into sections as the build cuts it; absent in bundles built before. */
  searchSections?: (html: string) => SearchSection[];
  searchTitle?: (documentTitle: string) => string;
  /**
   * The pages of each path with a parameter, named from page data; bundles built before list
   * the build's own pages instead.
   */
  parameterPagePaths?: Readonly<
    Record<string, ((pageData: Record<string, unknown>) => unknown[]) | readonly string[]>
  >;
}

/** A page's code: its chunk's scripts and style sheets, and the shared libraries it uses. */
export interface PageFiles {
  js: string[];
  css: string[];
  /** Shared libraries the page uses, with the files of the remote's own copy of each. */
  shared?: Record<string, string[]>;
}

/** One page a remote's build rendered, with paths relative to its dist/. */
export interface PrerenderedPage extends PageFiles {
  html: Partial<Record<Language, string>>;
  title: Partial<Record<Language, string>>;
  /** Hints React hoisted out of the page (image preloads), for the page's <head>. */
  head?: Partial<Record<Language, string>>;
  /** API paths the page renders with; the server renders it again with their data. */
  data?: string[];
}

/** What a remote's build rendered (dist/prerendered.json), with paths relative to its dist/. */
export interface PrerenderedManifest {
  entry: string;
  exposed: { js: string[]; css: string[]; shared?: Record<string, string[]> };
  /** By page path: "about-us", and for a path with a parameter each page, "bio/judge-one". */
  pages: Record<string, PrerenderedPage>;
  /**
   * Each path with a parameter ("bio/:name") and its page's files. The server renders a value the
   * build did not ("bio/nobody") on request: the page itself says whether it found anything.
   */
  parameterPaths?: Record<string, PageFiles>;
}

/** The shell's build's shell-boot.json. */
export interface ShellBoot {
  /** The shared libraries the shell loads: a remote's page uses those copies. */
  shared: ReadonlySet<string>;
  /** The shell's files its script loads on every page, relative to its dist/. */
  files: string[];
  /**
   * The files of the shell's copy of each other shared library (and of the copies it uses in
   * turn), relative to its dist/: the copies a remote's page runs.
   */
  copies: Readonly<Record<string, readonly string[]>>;
}

function readShellBoot(text: string): ShellBoot | null {
  const boot = JSON.parse(text) as { shared?: unknown; files?: unknown; copies?: unknown };
  const strings = (value: unknown) =>
    Array.isArray(value) && value.every((item) => typeof item === 'string')
      ? (value as string[])
      : null;
  const shared = strings(boot.shared);
  const files = strings(boot.files);
  const copies: Record<string, string[]> = {};
  if (typeof boot.copies === 'object' && boot.copies !== null) {
    for (const [key, value] of Object.entries(boot.copies)) {
      const copyFiles = strings(value);
      if (copyFiles) copies[key] = copyFiles;
    }
  }
  return shared && files ? { shared: new Set(shared), files, copies } : null;
}

/** Everything a page is composed from, reloaded together when any of it changes on disk. */
export interface SiteFiles {
  template: string;
  renderer: FrameRenderer | null;
  /** What the shell's script loads on every page, as its build lists it; null when it does not. */
  shellBoot: ShellBoot | null;
  registry: RemoteRegistry;
  /** Remote name → its URL folder ("/mfe-jury/") and the manifest of its rendered pages. */
  remotes: Map<string, RemoteFiles>;
}

export interface RemoteFiles {
  base: string;
  folder: string;
  manifest: PrerenderedManifest | null;
  /** Loaded on the first page that needs page data rendered in. */
  renderer?: PageRenderer | null;
}

const SHELL_INDEX = 'shell/dist/index.html';
const SHELL_BOOT = 'shell/dist/shell-boot.json';
const SHELL_RENDERER = 'shell/dist-server/render-frame.cjs';
const REMOTE_RENDERER = 'dist-server/remote-server.cjs';
const PRERENDERED_MANIFEST = 'prerendered.json';
/** Loads the server bundles the front ends build (CommonJS files outside this package). */
const loadBundle = createRequire(__filename);

/** The URL folder of a remote served by this process ("/mfe-jury/"), from its registry entry. */
function localBase(entry: string): string | null {
  return /^\/(mfe-[a-z0-9-]+)\/[^/]+$/.test(entry) ? entry.replace(/[^/]+$/, '') : null;
}

/**
 * The front ends' built files under the web root, as last deployed. The shell's and every
 * remote's files are checked at most once per checkEveryMs, so a remote deployed alone is picked
 * up by every process; when any changed, all are read again together.
 */
export class DeployedSite {
  private files: SiteFiles | null = null;
  private version = '';
  private checkedAt = 0;

  constructor(
    private readonly webRoot: string,
    private readonly logger: Logger,
    private readonly checkEveryMs: number,
  ) {}

  /**
   * The current files; newDeployment is true when they were read anew since the last call.
   * `fresh` looks at the files now rather than once per checkEveryMs.
   */
  async current({ fresh = false }: { fresh?: boolean } = {}): Promise<{
    files: SiteFiles;
    newDeployment: boolean;
  }> {
    const now = Date.now();
    if (this.files && !fresh && now - this.checkedAt < this.checkEveryMs) {
      return { files: this.files, newDeployment: false };
    }
    this.checkedAt = now;
    const version = await this.readVersion();
    if (this.files && version === this.version) return { files: this.files, newDeployment: false };
    this.version = version;
    this.files = await this.load();
    return { files: this.files, newDeployment: true };
  }

  /** A page's HTML as the remote's build rendered it, or null when the file cannot be read. */
  async prerenderedHtml(remote: RemoteFiles, file: string): Promise<string | null> {
    return readFile(path.join(this.webRoot, remote.folder, 'dist', file), 'utf8').catch(() => null);
  }

  /** The remote's server bundle, loaded once per deployment; null when it has none. */
  pageRenderer(remote: RemoteFiles): PageRenderer | null {
    if (remote.renderer === undefined) {
      remote.renderer = this.loadServerBundle<PageRenderer>(
        path.join(this.webRoot, remote.folder, REMOTE_RENDERER),
      );
    }
    return remote.renderer;
  }

  private async readVersion(): Promise<string> {
    const files = [SHELL_INDEX, SHELL_RENDERER, SHELL_BOOT];
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
    const shellBoot = await readFile(path.join(this.webRoot, SHELL_BOOT), 'utf8')
      .then(readShellBoot)
      .catch(() => null);
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
    const renderer = hasRootElement(template)
      ? this.loadServerBundle<FrameRenderer>(path.join(this.webRoot, SHELL_RENDERER))
      : null;
    return { template, shellBoot, registry, remotes, renderer };
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
