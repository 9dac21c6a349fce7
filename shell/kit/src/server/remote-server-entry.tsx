// The entry of a remote's server bundle, built beside its browser bundle: the build resolves
// 'court-remote-pages' to the remote's own src/pages.tsx and renders each page with renderPage.
import Pages, { PARAMETER_PAGE_PATHS } from 'court-remote-pages';
import {
  COURT_CONTACTS,
  COURT_CONTACTS_PATH,
  COURT_DIRECTIONS,
  COURT_DIRECTIONS_PATH,
  COURT_LINKS,
  COURT_LINKS_PATH,
  COURT_OFFICIALS_DEFAULTS,
  COURT_OFFICIALS_PATH,
  FAQ_DEFAULTS,
  FAQ_NAMES,
  FAQ_PATHS,
} from '@court/contract';
import { publishedFaq, publishedOfficials } from '@court/contract/markdown';
import { createPageRenderer } from './remote-page-renderer';

export { LANGUAGES, localizedPath } from '@court/contract';
export const renderPage = createPageRenderer(Pages);

/**
 * What the build renders the court's content pages with: the content the site starts from, as
 * the API serves it until staff publish their own. The API renders these pages again with what
 * is published; the build's HTML and search text stand for them where it cannot.
 */
export const buildPageData: Record<string, unknown> = {
  ...Object.fromEntries(
    FAQ_NAMES.map((name) => [FAQ_PATHS[name], publishedFaq(FAQ_DEFAULTS[name])]),
  ),
  [COURT_OFFICIALS_PATH]: publishedOfficials(COURT_OFFICIALS_DEFAULTS),
  [COURT_LINKS_PATH]: COURT_LINKS,
  [COURT_CONTACTS_PATH]: COURT_CONTACTS,
  [COURT_DIRECTIONS_PATH]: COURT_DIRECTIONS,
};

/**
 * The pages of each path with a parameter ("bio/:name": "bio/judge-one"...) from page data: the
 * build renders those of buildPageData, the API's search reads those of today's.
 */
export const parameterPagePaths = PARAMETER_PAGE_PATHS;

/**
 * How the site search reads a page's HTML: the same cut the build makes for its fragment, so the
 * API can index a page it renders with today's data (the FAQ staff published) as the build would.
 */
export {
  extractSearchSections as searchSections,
  searchTitle,
} from '../../build/search-fragment.mjs';
