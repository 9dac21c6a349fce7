import { lazy } from 'react';
import { createRemotePages } from '@court/kit';

/** The pages of mfe-info, one lazy chunk each, keyed by the paths in routes.json. */
export const INFO_PAGES = {
  '': lazy(() => import('./features/home/home-page')),
};

export default createRemotePages(INFO_PAGES);
