import { lazy } from 'react';
import { createRemotePages } from '@court/kit';

/** The pages of mfe-forms, one lazy chunk each, keyed by the paths in routes.json. */
export const FORMS_PAGES = {
  interpreter: lazy(() => import('./features/interpreter/interpreter-page')),
};

export default createRemotePages(FORMS_PAGES);
