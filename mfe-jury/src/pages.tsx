import { lazy } from 'react';
import { createRemotePages } from '@court/kit';

/** The pages of mfe-jury, one lazy chunk each, keyed by the paths in routes.json. */
export const JURY_PAGES = {
  'jury-service': lazy(() => import('./features/jury-service/jury-service-page')),
  'jury-excused': lazy(() => import('./features/jury-excused/jury-excused-page')),
  'jury-contact': lazy(() => import('./features/jury-contact/jury-contact-page')),
  'jury-parking': lazy(() => import('./features/jury-parking/jury-parking-page')),
  'jury-expect': lazy(() => import('./features/jury-expect/jury-expect-page')),
  'jury-faq': lazy(() => import('./features/jury-faq/jury-faq-page')),
  'juror-notification-signup': lazy(
    () => import('./features/juror-notification-signup/juror-notification-signup-page'),
  ),
  'staff/jury': lazy(() => import('./features/staff-jury/staff-jury-page')),
  'juror-unsubscribe': lazy(() => import('./features/juror-unsubscribe/juror-unsubscribe-page')),
};

export default createRemotePages(JURY_PAGES);
