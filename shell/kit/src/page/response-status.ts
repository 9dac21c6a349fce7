import { createContext, use } from 'react';

/**
 * Lets a server render learn the answer's status: a page that finds nothing to show for its
 * address reports it, and the API answers 404, so monitoring and search engines can tell a
 * broken link from a page. Only server renders provide it; in the browser there is none.
 */
export interface ResponseStatusReport {
  markNotFound(): void;
  markGone(): void;
  /** What the address showed has moved for good to this site path (with its language prefix). */
  markMoved(path: string): void;
}

export const ResponseStatusContext = createContext<ResponseStatusReport | null>(null);

/**
 * Called by a page that has nothing for its address (no such page, no such judge): the server's
 * render of it is answered 404. Reported to that render only; in the browser it does nothing.
 */
export function useNotFoundStatus(): void {
  use(ResponseStatusContext)?.markNotFound();
}

/**
 * Called by a page whose address once showed something that is gone for good (a retired
 * official's biography): the server's render of it is answered 410. In the browser it does
 * nothing.
 */
export function useGoneStatus(): void {
  use(ResponseStatusContext)?.markGone();
}

/**
 * Called by a page whose address now lives at another (a retired official's biography, pointing
 * to their successor's): the server answers 301 to `path`, a site path with its language prefix.
 * In the browser it does nothing; the page shows a link there.
 */
export function useMovedStatus(path: string): void {
  use(ResponseStatusContext)?.markMoved(path);
}
