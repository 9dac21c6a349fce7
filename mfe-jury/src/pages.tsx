import { lazy } from 'react';
import { createRemotePages } from '@court/kit';

/** The pages of mfe-jury, one lazy chunk each, keyed by the paths in routes.json. */
export const JURY_PAGES = {
  'jury-service': lazy(() => import('./features/jury-service/jury-service-page')),
};

export default createRemotePages(JURY_PAGES);
