import { createRemotePages, type PageLoader, type ParameterPagePaths } from '@court/kit';

/**
 * The pages of mfe-forms, keyed by the paths in routes.json. Each is its own chunk, named
 * page-<path> so that the build can list the files each page needs.
 */
export const FORMS_PAGES: Record<string, PageLoader> = {
  'driving-privileges': () =>
    import(
      /* webpackChunkName: "page-driving-privileges" */ './features/driving-privileges/driving-privileges-page'
    ),
  'zoom-hearing': () =>
    import(/* webpackChunkName: "page-zoom-hearing" */ './features/zoom-hearing/zoom-hearing-page'),
  interpreter: () =>
    import(/* webpackChunkName: "page-interpreter" */ './features/interpreter/interpreter-page'),
  'court-date-reminders': () =>
    import(
      /* webpackChunkName: "page-court-date-reminders" */ './features/court-date-reminders/court-date-reminders-page'
    ),
  'court-date-reminders/stop': () =>
    import(
      /* webpackChunkName: "page-court-date-reminders-stop" */ './features/court-date-reminders/stop/court-date-reminders-stop-page'
    ),
  'staff/forms': () =>
    import(/* webpackChunkName: "page-staff-forms" */ './features/staff-forms/staff-forms-page'),
  'staff/hearings': () =>
    import(
      /* webpackChunkName: "page-staff-hearings" */ './features/staff-hearings/staff-hearings-page'
    ),
};

const { Pages, preloadPage } = createRemotePages(FORMS_PAGES);

/** No path of this remote has a parameter. */
export const PARAMETER_PAGE_PATHS: ParameterPagePaths = {};

export { preloadPage };
export default Pages;
