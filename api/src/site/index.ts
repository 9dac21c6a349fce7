// The site's pages: the front ends' built files served as they are, and each public page
// composed from the remotes' server renders with the page data it shows.
export { PageComposer, type RequestPageData, type SearchablePage } from './page-composer';
export type { PageDataSources } from './page-data-cache';
export { findRemoteFolders } from './remote-registry';
export { sendComposedPage, staticSite } from './static-site';
