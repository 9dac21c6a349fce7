import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { SharedPageFile } from '@court/contract';
import { keptPage, type ComposedPage } from './composed-page-cache';

/** Where what every page shares is served from: /page-data/<hash of its JSON>.json. */
export const SHARED_FILE_PREFIX = '/page-data/';

const SHARED_FILE_NAME = /^[A-Za-z0-9_-]{22}\.json$/;

/** The file name a shared file's JSON is served under: its hash, so each is immutable. */
function fileNameOf(json: string): string {
  return `${createHash('sha256').update(json).digest('base64url').slice(0, 22)}.json`;
}

/** The file name in a path under SHARED_FILE_PREFIX, or null when it names none. */
export function sharedFileName(pathname: string): string | null {
  if (!pathname.startsWith(SHARED_FILE_PREFIX)) return null;
  const name = pathname.slice(SHARED_FILE_PREFIX.length);
  return SHARED_FILE_NAME.test(name) ? name : null;
}

/**
 * What every page shares (the remotes' registry, and the page data every page shows the same in
 * both languages: the court's facts, its hours, the footer's documents), kept as JSON named by
 * its content: a page links to it rather than carrying it, and a browser fetches it once and
 * keeps it until it changes. Any process with the same registry and data names it the same, so
 * the name does not depend on which process composed the page. The last few versions are kept,
 * compressed, as a page composed with one may still be loading.
 */
export class SharedPageFiles {
  private readonly kept = new LRUCache<string, Promise<ComposedPage>>({ max: 16 });

  /** Keeps the file and gives the name it is served under. */
  keep(file: SharedPageFile): string {
    const json = JSON.stringify(file);
    const name = fileNameOf(json);
    if (!this.kept.has(name)) {
      const resource = keptPage(json, 200);
      // A resource that could not be compressed is made again when next kept.
      resource.catch(() => this.kept.delete(name));
      this.kept.set(name, resource);
    }
    return name;
  }

  /** The file kept under a name, or undefined when none is (any more). */
  get(name: string): Promise<ComposedPage> | undefined {
    return this.kept.get(name);
  }
}
