import { servingOfficialSlugs } from '@court/contract';
import { createRemotePages, type PageLoader, type ParameterPagePaths } from '@court/kit';

/**
 * The pages of mfe-info, keyed by the paths in routes.json. Each is its own chunk, named
 * page-<path> so that the build can list the files each page needs.
 */
export const INFO_PAGES: Record<string, PageLoader> = {
  '': () => import(/* webpackChunkName: "page-home" */ './features/home/home-page'),
  'about-us': () =>
    import(/* webpackChunkName: "page-about-us" */ './features/about-us/about-us-page'),
  'bio/:name': () => import(/* webpackChunkName: "page-bio-name" */ './features/bio/bio-page'),
  links: () => import(/* webpackChunkName: "page-links" */ './features/links/links-page'),
  'contact-us': () =>
    import(/* webpackChunkName: "page-contact-us" */ './features/contact-us/contact-us-page'),
  'driving-directions': () =>
    import(
      /* webpackChunkName: "page-driving-directions" */ './features/driving-directions/driving-directions-page'
    ),
  'hours-and-parking': () =>
    import(
      /* webpackChunkName: "page-hours-and-parking" */ './features/hours-and-parking/hours-and-parking-page'
    ),
  faq: () => import(/* webpackChunkName: "page-faq" */ './features/faq/faq-page'),
  forms: () => import(/* webpackChunkName: "page-forms" */ './features/forms/forms-page'),
  'annual-reports': () =>
    import(
      /* webpackChunkName: "page-annual-reports" */ './features/annual-reports/annual-reports-page'
    ),
  'probation-drug-testing': () =>
    import(
      /* webpackChunkName: "page-probation-drug-testing" */ './features/probation-drug-testing/probation-drug-testing-page'
    ),
  'online-services': () =>
    import(
      /* webpackChunkName: "page-online-services" */ './features/online-services/online-services-page'
    ),
  accessibility: () =>
    import(
      /* webpackChunkName: "page-accessibility" */ './features/accessibility/accessibility-page'
    ),
  privacy: () => import(/* webpackChunkName: "page-privacy" */ './features/privacy/privacy-page'),
  'staff/probation': () =>
    import(
      /* webpackChunkName: "page-staff-probation" */ './features/staff-probation/staff-probation-page'
    ),
  'staff/alerts': () =>
    import(/* webpackChunkName: "page-staff-alerts" */ './features/staff-alerts/staff-alerts-page'),
  'staff/documents': () =>
    import(
      /* webpackChunkName: "page-staff-documents" */ './features/staff-documents/staff-documents-page'
    ),
  'staff/court-facts': () =>
    import(
      /* webpackChunkName: "page-staff-court-facts" */ './features/staff-court-facts/staff-court-facts-page'
    ),
  'staff/court-hours': () =>
    import(
      /* webpackChunkName: "page-staff-court-hours" */ './features/staff-court-hours/staff-court-hours-page'
    ),
  'staff/court-links': () =>
    import(
      /* webpackChunkName: "page-staff-court-links" */ './features/staff-court-links/staff-court-links-page'
    ),
  'staff/court-contacts': () =>
    import(
      /* webpackChunkName: "page-staff-court-contacts" */ './features/staff-court-contacts/staff-court-contacts-page'
    ),
  'staff/court-directions': () =>
    import(
      /* webpackChunkName: "page-staff-court-directions" */ './features/staff-court-directions/staff-court-directions-page'
    ),
  'staff/faq': () =>
    import(/* webpackChunkName: "page-staff-faq" */ './features/staff-faq/staff-faq-page'),
  'staff/jury-faq': () =>
    import(
      /* webpackChunkName: "page-staff-jury-faq" */ './features/staff-faq/staff-jury-faq-page'
    ),
  'staff/court-officials': () =>
    import(
      /* webpackChunkName: "page-staff-court-officials" */ './features/staff-court-officials/staff-court-officials-page'
    ),
};

/**
 * Each serving official's biography, rendered at build time like every other page, so it reads
 * before and without the page's script; the site search finds those published since as well.
 */
export const PARAMETER_PAGE_PATHS: ParameterPagePaths = {
  'bio/:name': (pageData) => servingOfficialSlugs(pageData).map((slug) => `bio/${slug}`),
};

const { Pages, preloadPage } = createRemotePages(INFO_PAGES);

export { preloadPage };
export default Pages;
