import { lazy } from 'react';
import { createRemotePages } from '@court/kit';

/** The pages of mfe-careers, one lazy chunk each, keyed by the paths in routes.json. */
export const CAREERS_PAGES = {
  careers: lazy(() => import('./features/careers/careers-page')),
  careers_admin: lazy(() => import('./features/careers-admin/careers-admin-page')),
};

export default createRemotePages(CAREERS_PAGES);
