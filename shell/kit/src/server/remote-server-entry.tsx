// The entry of a remote's server bundle, built beside its browser bundle: the build resolves
// 'court-remote-pages' to the remote's own src/pages.tsx and renders each page with renderPage.
import Pages, { PARAMETER_PAGE_PATHS } from 'court-remote-pages';
import { createPageRenderer } from './remote-page-renderer';

export { LANGUAGES, localizedPath } from '@court/contract';
export const renderPage = createPageRenderer(Pages);

/** The pages of each path with a parameter ("bio/:name": "bio/judge-one"...) the build renders. */
export const parameterPagePaths = PARAMETER_PAGE_PATHS;
