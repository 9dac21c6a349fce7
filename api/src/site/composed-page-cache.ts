import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/** A composed page, compressed once, with the ETag browsers revalidate it by. */
export interface ComposedPage {
  /** 200, or 404 for a path the site has no page for (the page then says so). */
  status: 200 | 404;
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/** The page's HTML in every encoding it is sent in, compressed once for all its visitors. */
export function compressedPage(html: string, status: ComposedPage['status']): ComposedPage {
  const identity = Buffer.from(html);
  return {
    status,
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 },
    }),
  };
}

/**
 * Composed pages, the least recently used dropped first. The same URL is a new page when the
 * data it is rendered with change, so the key holds the data too.
 */
export class ComposedPageCache {
  private readonly pages: LRUCache<string, ComposedPage>;

  constructor(maxPages: number) {
    this.pages = new LRUCache({ max: maxPages });
  }

  static keyOf(
    pathname: string,
    frameData: Record<string, unknown>,
    pageData: Record<string, unknown> | null,
  ): string {
    return [pathname, JSON.stringify(frameData), pageData && JSON.stringify(pageData)].join('\n');
  }

  get(key: string): ComposedPage | undefined {
    return this.pages.get(key);
  }

  set(key: string, page: ComposedPage): void {
    this.pages.set(key, page);
  }

  /** A new deployment: every page kept was composed from the old files. */
  clear(): void {
    this.pages.clear();
  }
}
