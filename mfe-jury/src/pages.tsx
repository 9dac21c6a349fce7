import { createRemotePages, type PageLoader, type ParameterPagePaths } from '@court/kit';

/**
 * The pages of mfe-jury, keyed by the paths in routes.json. Each is its own chunk, named
 * page-<path> so that the build can list the files each page needs.
 */
export const JURY_PAGES: Record<string, PageLoader> = {
  'jury-service': () =>
    import(/* webpackChunkName: "page-jury-service" */ './features/jury-service/jury-service-page'),
  'jury-excused': () =>
    import(/* webpackChunkName: "page-jury-excused" */ './features/jury-excused/jury-excused-page'),
  'jury-contact': () =>
    import(/* webpackChunkName: "page-jury-contact" */ './features/jury-contact/jury-contact-page'),
  'jury-parking': () =>
    import(/* webpackChunkName: "page-jury-parking" */ './features/jury-parking/jury-parking-page'),
  'jury-expect': () =>
    import(/* webpackChunkName: "page-jury-expect" */ './features/jury-expect/jury-expect-page'),
  'jury-faq': () =>
    import(/* webpackChunkName: "page-jury-faq" */ './features/jury-faq/jury-faq-page'),
  'juror-notification-signup': () =>
    import(
      /* webpackChunkName: "page-juror-notification-signup" */ './features/juror-notification-signup/juror-notification-signup-page'
    ),
  'staff/jury': () =>
    import(/* webpackChunkName: "page-staff-jury" */ './features/staff-jury/staff-jury-page'),
  // The stop page's address, published in notices, keeps its first name (its chunk's too).
  'juror-unsubscribe': () =>
    import(
      /* webpackChunkName: "page-juror-unsubscribe" */ './features/juror-stop/juror-stop-page'
    ),
};

const { Pages, preloadPage } = createRemotePages(JURY_PAGES);

/** No path of this remote has a parameter. */
export const PARAMETER_PAGE_PATHS: ParameterPagePaths = {};

export { preloadPage };
export default Pages;
