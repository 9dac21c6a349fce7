import type { RemoteRegistry } from './registry';

/**
 * What every composed page links to rather than carries, the same for all of them: the remotes'
 * registry the shell routes with, and the page data every page shows the same in both languages
 * (keyed by API path, as a page's own). Served as /page-data/<hash of its JSON>.json, so a browser
 * fetches it once and keeps it until it changes.
 */
export interface SharedPageFile {
  registry: RemoteRegistry;
  pageData: Record<string, unknown>;
}
