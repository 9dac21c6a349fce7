import { createContext } from 'react';

/**
 * Lets a server render learn the answer's status: the page-not-found page reports itself, so
 * the API answers 404 for an address the site has no page for. Only server renders provide it;
 * in the browser there is none.
 */
export interface ResponseStatusReport {
  markNotFound(): void;
}

export const ResponseStatusContext = createContext<ResponseStatusReport | null>(null);
