import { createContext } from 'react';

/**
 * The API responses the server rendered the page with, keyed by API path (such as
 * "juror/message"). A page hydrating this HTML starts from the same responses, so its first
 * render matches what was painted and it does not ask for them again.
 */
export interface PageData {
  responses: Map<string, unknown>;
  /** Filled on the server: every API path the page asked for while it rendered. */
  requested: Set<string>;
}

export const PageDataContext = createContext<PageData | null>(null);

/** Page data from responses keyed by API path. */
export function createPageData(responses: Record<string, unknown> = {}): PageData {
  return { responses: new Map(Object.entries(responses)), requested: new Set() };
}
