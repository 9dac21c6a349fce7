import type { Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { send } from '@koa/send';
import { asksForPage } from '../platform/http/error-page';
import { loggablePath } from '../platform/http/request-context';
import { shareResponse } from '../platform/http/shared-responses';
import type { Logger } from '../platform/logger';
import type { AppContext, AppMiddleware } from '../types';
import { withFormToken, type ComposedPage } from './composed-page-cache';
import type { PageComposer } from './page-composer';
import { sharedFileName } from './shared-page-files';
import { FRAGMENT_FILE, readRemoteRegistry, REMOTE_FOLDER } from './remote-registry';
// Entry points whose names never change: browsers must revalidate them on every load.
const NO_CACHE_FILES = new Set(['index.html', 'remoteEntry.js', 'main.js', FRAGMENT_FILE]);
// Build reports beside the served files: they list library versions, so they are never served.
const BUILD_REPORTS = new Set(['bundle-contents.json']);
const CONTENT_HASH = /\.[0-9a-f]{8}\.[A-Za-z0-9]+$/;
const ASSET_FILE = /^assets\/.+\.(woff2?|ttf|otf|eot|svg|png|jpe?g|gif|webp|avif|ico)$/i;

export const NO_CACHE = 'no-cache';
export const NO_STORE = 'no-store';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Cache-Control for a file of a built front end, by its path relative to its dist folder. */
export function cacheControlFor(relativePath: string): string {
  const name = path.posix.basename(relativePath);
  if (NO_CACHE_FILES.has(name)) return NO_CACHE;
  if (CONTENT_HASH.test(name) || ASSET_FILE.test(relativePath)) return IMMUTABLE;
  return NO_CACHE;
}

async function fileStats(filePath: string): Promise<Stats | null> {
  try {
    const stats = await stat(filePath);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

/**
 * Sends a built file, or 304 when the browser's copy is current: the entry files are revalidated
 * on every load, and only a new deployment should cost their download again.
 */
async function sendFile(ctx: AppContext, root: string, relativePath: string): Promise<boolean> {
  if (BUILD_REPORTS.has(path.posix.basename(relativePath))) return false;
  const stats = await fileStats(path.join(root, relativePath));
  if (!stats) return false;
  ctx.set('Cache-Control', cacheControlFor(relativePath));
  ctx.vary('Accept-Encoding');
  ctx.status = 200;
  // Of the file as built: its compressed copies carry the same content.
  ctx.lastModified = stats.mtime;
  ctx.etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  if (ctx.fresh) {
    ctx.status = 304;
    return true;
  }
  await send(ctx, relativePath, { root, brotli: true, gzip: true, hidden: false, index: false });
  return true;
}

/**
 * Sends a composed page in the best encoding the browser accepts, or 304 if it has it. A page
 * composed for its request (a search's results) is neither shared nor stored: each search is
 * made, and counted, anew, and what someone searched for stays out of caches. A page holding a
 * form gets a fresh token in each copy, so it is composed for its request too.
 */
export function sendComposedPage(
  ctx: AppContext,
  composed: ComposedPage,
  options: { formToken?: (pathname: string) => string | null; status?: number } = {},
): void {
  const token = composed.formTemplate === null ? null : options.formToken?.(ctx.path);
  const page = token ? withFormToken(composed, token) : composed;
  ctx.vary('Accept-Encoding');
  ctx.type = 'text/html; charset=utf-8';
  if (page.etag === null) {
    ctx.set('Cache-Control', NO_STORE);
  } else {
    ctx.set('Cache-Control', NO_CACHE);
    ctx.set('ETag', page.etag);
    if (page.status === 200 && ctx.get('If-None-Match') === page.etag) {
      ctx.status = 304;
      return;
    }
  }
  ctx.status = options.status ?? page.status;
  if (page.location) ctx.set('Location', page.location);
  // A page-not-found response is never shared: made-up paths would crowd out the real pages.
  if (page.status === 200 && !page.perRequest) shareResponse(ctx);
  sendEncoded(ctx, page);
}

/**
 * What every page shares (the registry, page data), in the best encoding the browser accepts:
 * kept for good under its name, or, for a name no longer kept, today's, not stored.
 */
async function sendSharedFile(
  ctx: AppContext,
  pages: PageComposer,
  name: string,
): Promise<boolean> {
  const found = await pages.sharedFile(name);
  if (!found) return false;
  const { resource, current } = found;
  ctx.vary('Accept-Encoding');
  ctx.type = 'application/json';
  ctx.set('Cache-Control', current ? IMMUTABLE : NO_STORE);
  if (resource.etag !== null) {
    ctx.set('ETag', resource.etag);
    if (ctx.get('If-None-Match') === resource.etag) {
      ctx.status = 304;
      return true;
    }
  }
  ctx.status = 200;
  sendEncoded(ctx, resource);
  return true;
}

/**
 * A composed body in the best encoding the browser accepts, br first. Asked one at a time, as
 * @koa/send does: with all three, the header's order would win, and browsers list gzip before br.
 */
function sendEncoded(ctx: AppContext, composed: ComposedPage): void {
  const encoding =
    ctx.acceptsEncodings('br', 'identity') === 'br'
      ? 'br'
      : ctx.acceptsEncodings('gzip', 'identity') === 'gzip'
        ? 'gzip'
        : null;
  if (encoding) ctx.set('Content-Encoding', encoding);
  ctx.body = composed.encoded(encoding ?? 'identity');
}

function notFound(ctx: AppContext): void {
  ctx.status = 404;
  ctx.type = 'text/plain';
  ctx.body = 'Not found';
}

const SHELL_INDEX_FILE = 'index.html';

function frontEndNotBuilt(ctx: AppContext): void {
  ctx.status = 503;
  ctx.type = 'text/plain';
  ctx.body = 'The front end is not built yet. Run `npm run build` and restart the server.';
}

export interface StaticSiteOptions {
  webRoot: string;
  logger: Logger;
  /** Composes page paths into rendered HTML; without one, pages get the shell's index.html. */
  pages?: PageComposer;
  /** Path prefixes the site never answers (API, documents): they keep their own 404s. */
  excludedPrefixes: string[];
  /** Paths other middleware answers (health checks). */
  excludedPaths?: string[];
  /** A fresh one-use token for a copy of the form page at a path; null for other pages. */
  formToken?: (pathname: string) => string | null;
}

/**
 * Before the routers, single-process hosting of the built front ends: the shell at "/", every built remote at
 * "/<folder>/", the merged /remotes.json, and the shell's index.html for page paths.
 */
export function staticSite(options: StaticSiteOptions): AppMiddleware {
  const shellRoot = path.join(options.webRoot, 'shell', 'dist');
  const shellIndex = path.join(shellRoot, SHELL_INDEX_FILE);
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (options.excludedPrefixes.some((prefix) => ctx.path.startsWith(prefix))) return next();
    if (options.excludedPaths?.includes(ctx.path)) return next();

    if (ctx.path === '/remotes.json') {
      ctx.set('Cache-Control', NO_CACHE);
      ctx.body = await readRemoteRegistry(options.webRoot);
      shareResponse(ctx);
      return;
    }

    const sharedName = sharedFileName(ctx.path);
    if (sharedName && options.pages && (await sendSharedFile(ctx, options.pages, sharedName))) {
      return;
    }

    let decoded: string;
    try {
      decoded = decodeURIComponent(ctx.path);
    } catch {
      notFound(ctx);
      return;
    }
    const segments = decoded.split('/').filter(Boolean);
    if (segments.some((segment) => segment === '..' || /[\\\0]/.test(segment))) {
      notFound(ctx);
      return;
    }
    const [first, ...rest] = segments;
    if (first !== undefined && REMOTE_FOLDER.test(first)) {
      const remoteRoot = path.join(options.webRoot, first, 'dist');
      if (await fileStats(path.join(remoteRoot, FRAGMENT_FILE))) {
        if (rest.length === 0 || !(await sendFile(ctx, remoteRoot, rest.join('/')))) notFound(ctx);
        return;
      }
    }

    const last = segments.at(-1) ?? '';
    if (path.extname(last) !== '') {
      if (await sendFile(ctx, shellRoot, segments.join('/'))) return;
      // A browser opening an old address (/jury.html, from a bookmark) is answered the site's
      // page-not-found page, with its links, as composed below; a missing script or image, a
      // plain 404.
      if (!asksForPage(ctx) || !options.pages) {
        if (await fileStats(shellIndex)) notFound(ctx);
        else frontEndNotBuilt(ctx);
        return;
      }
    }
    // A page path: served rendered when the shell's server bundle is built; either way the shell
    // routes it in the browser and renders its own 404 page.
    const page = await options.pages?.compose(ctx.path, ctx.search).catch((error: unknown) => {
      options.logger.error(
        { err: error, path: loggablePath(ctx.path, 500) },
        'A page could not be rendered',
      );
      return null;
    });
    if (page) {
      sendComposedPage(ctx, page, { formToken: options.formToken });
      return;
    }
    // The composer renders only with the shell's index.html, so that file is looked for here,
    // when no page was composed, rather than on every request.
    if (!(await sendFile(ctx, shellRoot, SHELL_INDEX_FILE))) frontEndNotBuilt(ctx);
  };
}
