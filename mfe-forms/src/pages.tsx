import { lazy } from 'react';
import { createRemotePages } from '@court/kit';

/** The pages of mfe-forms, one lazy chunk each, keyed by the paths in routes.json. */
export const FORMS_PAGES = {
  'driving-privileges': lazy(() => import('./features/driving-privileges/driving-privileges-page')),
  'zoom-hearing': lazy(() => import('./features/zoom-hearing/zoom-hearing-page')),
  interpreter: lazy(() => import('./features/interpreter/interpreter-page')),
  'staff/forms': lazy(() => import('./features/staff-forms/staff-forms-page')),
};

export default createRemotePages(FORMS_PAGES);
