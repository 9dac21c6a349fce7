import { createRemotePages, type PageLoader, type ParameterPagePaths } from '@court/kit';

/**
 * The pages of mfe-careers, keyed by the paths in routes.json. Each is its own chunk, named
 * page-<path> so that the build can list the files each page needs.
 */
export const CAREERS_PAGES: Record<string, PageLoader> = {
  careers: () => import(/* webpackChunkName: "page-careers" */ './features/careers/careers-page'),
  careers_admin: () =>
    import(
      /* webpackChunkName: "page-careers-admin" */ './features/careers-admin/careers-admin-page'
    ),
};

const { Pages, preloadPage } = createRemotePages(CAREERS_PAGES);

/** No path of this remote has a parameter. */
export const PARAMETER_PAGE_PATHS: ParameterPagePaths = {};

export { preloadPage };
export default Pages;
