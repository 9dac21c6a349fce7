import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { FORM_TOKEN_PLACEHOLDER } from '@court/contract';

/** How a page is sent: as it is, or compressed for a browser that accepts it. */
export type PageEncoding = 'identity' | 'gzip' | 'br';

/** A composed page, compressed at most once per encoding, with the ETag browsers revalidate it by. */
export interface ComposedPage {
  /**
   * 200; 404 for a path the site has no page for, 410 for one whose page is gone for good (the
   * page then says so); 301 for one that moved for good to `location`.
   */
  status: 200 | 301 | 404 | 410;
  /** Where a page that moved is now: a site path. */
  location?: string;
  /**
   * Composed for its request alone (the results of a search): never kept, shared with other
   * visitors or stored by browsers, so every search reaches the search.
   */
  perRequest: boolean;
  /** The page holds a form, whose one-use token each copy sent must fill in (withFormToken). */
  holdsFormToken: boolean;
  etag: string;
  /** The HTML in an encoding, compressed the first time it is asked for. */
  encoded(encoding: PageEncoding): Buffer;
}

type Compression = Exclude<PageEncoding, 'identity'>;

const COMPRESSORS: Record<Compression, (html: Buffer) => Buffer> = {
  gzip: (html) => gzipSync(html, { level: 9 }),
  br: (html) => brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }),
};

// A page sent once is compressed for that one answer: a few bytes more, a fraction of the time.
const QUICK_COMPRESSORS: Record<Compression, (html: Buffer) => Buffer> = {
  gzip: (html) => gzipSync(html, { level: 6 }),
  br: (html) => brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }),
};

/**
 * The page's HTML in every encoding it is sent in, each compressed once for all its visitors:
 * only the encodings browsers ask for, so a page composed for one request is compressed once.
 */
export function compressedPage(
  html: string,
  status: ComposedPage['status'],
  perRequest = false,
  location?: string,
): ComposedPage {
  const identity = Buffer.from(html);
  const compressed = new Map<Compression, Buffer>();
  const compressors = perRequest ? QUICK_COMPRESSORS : COMPRESSORS;
  return {
    status,
    location,
    perRequest,
    holdsFormToken: html.includes(FORM_TOKEN_PLACEHOLDER),
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    encoded(encoding) {
      if (encoding === 'identity') return identity;
      let body = compressed.get(encoding);
      if (!body) {
        body = compressors[encoding](identity);
        compressed.set(encoding, body);
      }
      return body;
    },
  };
}

/**
 * One copy of a page that holds a form, with its token filled in (in the form and in the page
 * data the script starts from): composed for this answer alone, so no two visitors share a token.
 */
export function withFormToken(page: ComposedPage, token: string): ComposedPage {
  const html = page.encoded('identity').toString('utf8').replaceAll(FORM_TOKEN_PLACEHOLDER, token);
  return compressedPage(html, page.status, true, page.location);
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
