import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { send } from '@koa/send';
import type { RemoteRegistry, RemoteRegistryEntry } from '@court/contract';
import type { AppContext, AppMiddleware } from '../types';

const FRAGMENT_FILE = 'registry-fragment.json';
const REMOTE_FOLDER = /^mfe-[a-z0-9-]+$/;
// Entry points whose names never change: browsers must revalidate them on every load.
const NO_CACHE_FILES = new Set([
  'index.html',
  'remoteEntry.js',
  'mf-manifest.json',
  'main.js',
  FRAGMENT_FILE,
]);
// Build reports beside the served files: they list library versions, so they are never served.
const BUILD_REPORTS = new Set(['bundle-contents.json', 'mf-stats.json']);
const CONTENT_HASH = /\.[0-9a-f]{8}\.[A-Za-z0-9]+$/;
const ASSET_FILE = /^assets\/.+\.(woff2?|ttf|otf|eot|svg|png|jpe?g|gif|webp|avif|ico)$/i;

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Cache-Control for a file of a built front end, by its path relative to its dist folder. */
export function cacheControlFor(relativePath: string): string {
  const name = path.posix.basename(relativePath);
  if (NO_CACHE_FILES.has(name)) return NO_CACHE;
  if (CONTENT_HASH.test(name) || ASSET_FILE.test(relativePath)) return IMMUTABLE;
  return NO_CACHE;
}

function isRegistryEntry(value: unknown): value is RemoteRegistryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.name === 'string' &&
    typeof entry.entry === 'string' &&
    Array.isArray(entry.paths) &&
    entry.paths.every((item) => typeof item === 'string')
  );
}

/** Remote folders under webRoot that hold a built remote (a dist with a registry fragment). */
async function findRemoteFolders(webRoot: string): Promise<string[]> {
  const entries = await readdir(webRoot, { withFileTypes: true }).catch(() => []);
  const folders: string[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || !REMOTE_FOLDER.test(entry.name)) continue;
    if (existsSync(path.join(webRoot, entry.name, 'dist', FRAGMENT_FILE))) folders.push(entry.name);
  }
  return folders.sort();
}

/**
 * The registry merged from every remote's fragment, read on each call so a redeployed remote
 * appears without a restart. A broken fragment is skipped rather than breaking the whole site.
 */
export async function readRemoteRegistry(webRoot: string): Promise<RemoteRegistry> {
  const remotes: RemoteRegistryEntry[] = [];
  for (const folder of await findRemoteFolders(webRoot)) {
    try {
      const text = await readFile(path.join(webRoot, folder, 'dist', FRAGMENT_FILE), 'utf8');
      const parsed: unknown = JSON.parse(text);
      const entries = Array.isArray(parsed) ? parsed : [parsed];
      remotes.push(...entries.filter(isRegistryEntry));
    } catch {
      // A fragment half-written by a deployment in progress is picked up on the next request.
    }
  }
  return { remotes };
}

async function isFile(filePath: string): Promise<boolean> {
  try {
    return (await stat(filePath)).isFile();
  } catch {
    return false;
  }
}

async function sendFile(ctx: AppContext, root: string, relativePath: string): Promise<boolean> {
  if (BUILD_REPORTS.has(path.posix.basename(relativePath))) return false;
  if (!(await isFile(path.join(root, relativePath)))) return false;
  ctx.set('Cache-Control', cacheControlFor(relativePath));
  ctx.vary('Accept-Encoding');
  await send(ctx, relativePath, { root, brotli: true, gzip: true, hidden: false, index: false });
  return true;
}

function notFound(ctx: AppContext): void {
  ctx.status = 404;
  ctx.type = 'text/plain';
  ctx.body = 'Not found';
}

export interface StaticSiteOptions {
  webRoot: string;
  /** Path prefixes the site never answers (API, documents): they keep their own 404s. */
  excludedPrefixes: string[];
}

/**
 * Last in the chain, single-process hosting of the built front ends: the shell at "/", every built remote at
 * "/<folder>/", the merged /remotes.json, and the shell's index.html for page paths.
 */
export function staticSite(options: StaticSiteOptions): AppMiddleware {
  const shellRoot = path.join(options.webRoot, 'shell', 'dist');
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (options.excludedPrefixes.some((prefix) => ctx.path.startsWith(prefix))) return next();

    if (ctx.path === '/remotes.json') {
      ctx.set('Cache-Control', NO_CACHE);
      ctx.body = await readRemoteRegistry(options.webRoot);
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
      if (existsSync(path.join(remoteRoot, FRAGMENT_FILE))) {
        if (rest.length === 0 || !(await sendFile(ctx, remoteRoot, rest.join('/')))) notFound(ctx);
        return;
      }
    }

    if (!existsSync(path.join(shellRoot, 'index.html'))) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The front end is not built yet. Run `npm run build` and restart the server.';
      return;
    }
    const last = segments.at(-1) ?? '';
    if (path.extname(last) !== '') {
      if (!(await sendFile(ctx, shellRoot, segments.join('/')))) notFound(ctx);
      return;
    }
    // A page path: the shell routes it on the client and renders its own 404 page.
    await sendFile(ctx, shellRoot, 'index.html');
    ctx.status = 200;
  };
}
