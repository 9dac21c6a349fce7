import { createContext } from 'react';

/**
 * API answers the server already had when it rendered the page, keyed by API path (such as
 * "juror/message"). A page hydrating this HTML starts from the same answers, so its first render
 * matches what was painted and it does not ask for them again.
 */
export interface PageData {
  answers: Map<string, unknown>;
  /** Filled on the server: every API path the page asked for while it rendered. */
  requested: Set<string>;
}

export const PageDataContext = createContext<PageData | null>(null);

/** Page data from answers keyed by API path. */
export function createPageData(answers: Record<string, unknown> = {}): PageData {
  return { answers: new Map(Object.entries(answers)), requested: new Set() };
}
