import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  constants as zlibConstants,
  gzipSync,
} from 'node:zlib';
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
  /**
   * The HTML of a page that holds a form, whose one-use token each copy sent must fill in
   * (withFormToken); null for any other page.
   */
  formTemplate: string | null;
  /** What a browser revalidates a kept page by; a page composed for its request has none. */
  etag: string | null;
  /** The HTML in an encoding, compressed the first time it is asked for. */
  encoded(encoding: PageEncoding): Buffer;
}

type Compression = Exclude<PageEncoding, 'identity'>;

/**
 * Brotli's settings for a page of `size` bytes: a window just large enough for it. With the
 * default 4 MiB window, preparing the encoder's tables costs more than compressing a page
 * (quality 9 took about 55 ms for a 16 kB page, against 0.5 ms with a fitting window).
 */
function brotliOptions(quality: number, size: number) {
  const window = Math.min(
    zlibConstants.BROTLI_MAX_WINDOW_BITS,
    Math.max(zlibConstants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(size + 16))),
  );
  return {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: quality,
      [zlibConstants.BROTLI_PARAM_LGWIN]: window,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

/**
 * A page kept for all its visitors is compressed as small as brotli makes it (11 to 13%
 * smaller than at quality 5), once, on libuv's threads: 15 to 40 ms each that other requests
 * do not wait for.
 */
const KEPT_PAGE_BROTLI_QUALITY = zlibConstants.BROTLI_MAX_QUALITY;
const compressOffTheLoop = promisify(brotliCompress);

// A page sent once (a search's results, a copy of a form, an address with no page) is
// compressed for that one answer: a few bytes more, a fraction of the time.
const QUICK_COMPRESSORS: Record<Compression, (html: Buffer) => Buffer> = {
  gzip: (html) => gzipSync(html, { level: 6 }),
  br: (html) => brotliCompressSync(html, brotliOptions(5, html.length)),
};

// A kept page's brotli is made by keptPage, off the event loop; the few browsers without
// brotli get gzip's best, made when first asked for.
const KEPT_COMPRESSORS: Record<Compression, (html: Buffer) => Buffer> = {
  ...QUICK_COMPRESSORS,
  gzip: (html) => gzipSync(html, { level: 9 }),
};

/**
 * The page's HTML in every encoding it is sent in, each compressed at most once: only the
 * encodings browsers ask for, so a page composed for one request is compressed once. `brotli`
 * is the page already compressed with brotli (keptPage).
 */
export function compressedPage(
  html: string,
  status: ComposedPage['status'],
  perRequest = false,
  location?: string,
  brotli?: Buffer,
): ComposedPage {
  const identity = Buffer.from(html);
  const compressed = new Map<Compression, Buffer>(brotli ? [['br', brotli]] : []);
  const compressors = perRequest || status !== 200 ? QUICK_COMPRESSORS : KEPT_COMPRESSORS;
  return {
    status,
    location,
    perRequest,
    formTemplate: html.includes(FORM_TOKEN_PLACEHOLDER) ? html : null,
    etag: perRequest
      ? null
      : `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
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
 * A page kept for all its visitors. A page (200) is compressed with brotli before it is first
 * sent, off the event loop, as browsers ask for it; an answer with no page (404, 410, 301) is
 * compressed quickly when asked, as made-up addresses are many and each is seldom asked again.
 */
export async function keptPage(
  html: string,
  status: ComposedPage['status'],
  location?: string,
): Promise<ComposedPage> {
  if (status !== 200) return compressedPage(html, status, false, location);
  const identity = Buffer.from(html);
  const brotli = await compressOffTheLoop(
    identity,
    brotliOptions(KEPT_PAGE_BROTLI_QUALITY, identity.length),
  );
  return compressedPage(html, status, false, location, brotli);
}

/**
 * One copy of a page that holds a form, with its token filled in (in the form and in the page
 * data the script starts from): composed for this answer alone, so no two visitors share a token.
 */
export function withFormToken(page: ComposedPage, token: string): ComposedPage {
  if (page.formTemplate === null) return page;
  const html = page.formTemplate.replaceAll(FORM_TOKEN_PLACEHOLDER, token);
  return compressedPage(html, page.status, true, page.location);
}

/**
 * Each page data value's JSON, written once per value read: a value stays the same object while
 * it is fresh, and is part of the key of every page composed with it.
 */
const valueJson = new WeakMap<object, string>();

function jsonOf(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? '';
  let json = valueJson.get(value);
  if (json === undefined) {
    json = JSON.stringify(value);
    valueJson.set(value, json);
  }
  return json;
}

function dataKey(data: Record<string, unknown>): string {
  return Object.entries(data)
    .map(([apiPath, value]) => `${JSON.stringify(apiPath)}:${jsonOf(value)}`)
    .join(',');
}

/**
 * Composed pages, the least recently used dropped first. The same URL is a new page when the
 * data it is rendered with change, so the key holds the data too. Answers with no page (404,
 * 410, 301) are kept apart, fewer of them: any address can be made up, and a run of made-up
 * ones must not push the site's pages out.
 */
export class ComposedPageCache {
  private readonly pages: LRUCache<string, ComposedPage>;
  private readonly noPage: LRUCache<string, ComposedPage>;

  constructor(maxPages: number) {
    this.pages = new LRUCache({ max: maxPages });
    this.noPage = new LRUCache({ max: Math.max(1, Math.ceil(maxPages / 4)) });
  }

  static keyOf(
    pathname: string,
    frameData: Record<string, unknown>,
    pageData: Record<string, unknown> | null,
  ): string {
    return [pathname, dataKey(frameData), pageData && dataKey(pageData)].join('\n');
  }

  get(key: string): ComposedPage | undefined {
    return this.pages.get(key) ?? this.noPage.get(key);
  }

  set(key: string, page: ComposedPage): void {
    (page.status === 200 ? this.pages : this.noPage).set(key, page);
  }

  /** A new deployment: every page kept was composed from the old files. */
  clear(): void {
    this.pages.clear();
    this.noPage.clear();
  }
}
