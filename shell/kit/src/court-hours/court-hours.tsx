import { createContext, use, type ReactNode } from 'react';
import { COURT_HOURS, COURT_HOURS_PATH, type PublishedCourtHours } from '@court/contract';
import { PageDataContext } from '../api/page-data';
import { useApiGet } from '../api/use-api-get';
import { useLocation } from '../router';

/**
 * The site's default hours, for a page no published ones reach. Nothing read the clock for them,
 * so no day is today and no office says whether it is open: the pages leave "open now" out.
 */
const DEFAULT_COURT_HOURS: PublishedCourtHours = {
  offices: COURT_HOURS.offices,
  exceptions: [],
  today: '',
  now: [],
};

/**
 * The hours the pages show, where a provider gives them: the frame gives the published ones, a
 * staff preview a draft.
 */
export const CourtHoursContext = createContext<PublishedCourtHours | null>(null);

/**
 * The offices' hours as published, with the exceptions to come and whether each office is open.
 * A page the server renders on its own (a remote's page, without the frame) reads them from its
 * page data, and asking for them here is what tells the build that the page needs them, so the
 * server renders it with the published ones rather than serving it as built. Without either, as
 * in a component test, the site's defaults.
 */
export function useCourtHours(): PublishedCourtHours {
  const provided = use(CourtHoursContext);
  const pageData = use(PageDataContext);
  pageData?.requested.add(COURT_HOURS_PATH);
  if (provided) return provided;
  const rendered = pageData?.responses.get(COURT_HOURS_PATH) as PublishedCourtHours | undefined;
  return rendered ?? DEFAULT_COURT_HOURS;
}

/**
 * Gives every page of the frame the published hours. The server renders each page with them;
 * they are read again on each page the visitor opens after it, since "open now" was true when
 * the API read them. Until any answer, the pages show the defaults.
 */
export function PublishedCourtHoursProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { latest } = useApiGet(COURT_HOURS_PATH, 'courtHours', { refreshOn: pathname });
  return <CourtHoursContext value={latest ?? DEFAULT_COURT_HOURS}>{children}</CourtHoursContext>;
}
