import { createContext, use } from 'react';

/**
 * Lets a server render learn the answer's status: a page that finds nothing to show for its
 * address reports it, and the API answers 404, so monitoring and search engines can tell a
 * broken link from a page. Only server renders provide it; in the browser there is none.
 */
export interface ResponseStatusReport {
  markNotFound(): void;
}

export const ResponseStatusContext = createContext<ResponseStatusReport | null>(null);

/**
 * Called by a page that has nothing for its address (no such page, no such judge): the server's
 * render of it is answered 404. Reported to that render only; in the browser it does nothing.
 */
export function useNotFoundStatus(): void {
  use(ResponseStatusContext)?.markNotFound();
}
