import { lazy } from 'react';
import { createRemotePages } from '@court/kit';

/** The pages of mfe-info, one lazy chunk each, keyed by the paths in routes.json. */
export const INFO_PAGES = {
  '': lazy(() => import('./features/home/home-page')),
  'about-us': lazy(() => import('./features/about-us/about-us-page')),
  'bio/:name': lazy(() => import('./features/bio/bio-page')),
  links: lazy(() => import('./features/links/links-page')),
  'contact-us': lazy(() => import('./features/contact-us/contact-us-page')),
  'driving-directions': lazy(() => import('./features/driving-directions/driving-directions-page')),
  'hours-and-parking': lazy(() => import('./features/hours-and-parking/hours-and-parking-page')),
  faq: lazy(() => import('./features/faq/faq-page')),
  forms: lazy(() => import('./features/forms/forms-page')),
  'annual-reports': lazy(() => import('./features/annual-reports/annual-reports-page')),
  'probation-drug-testing': lazy(
    () => import('./features/probation-drug-testing/probation-drug-testing-page'),
  ),
  'online-services': lazy(() => import('./features/online-services/online-services-page')),
  accessibility: lazy(() => import('./features/accessibility/accessibility-page')),
  privacy: lazy(() => import('./features/privacy/privacy-page')),
  'staff/probation': lazy(() => import('./features/staff-probation/staff-probation-page')),
};

export default createRemotePages(INFO_PAGES);
