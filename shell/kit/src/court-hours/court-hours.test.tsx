import { act, screen } from '@testing-library/react';
import {
  COURT_HOURS,
  COURT_HOURS_PATH,
  courtTimeToInstant,
  publishedCourtHours,
  type CourtHours,
} from '@court/contract';
import { createPageData, PageDataContext } from '../api/page-data';
import { Link } from '../router';
import { jsonResponse, renderPage, standInForFetch } from '../testing';
import { CourtHoursContext, PublishedCourtHoursProvider, useCourtHours } from './court-hours';

const fetchMock = standInForFetch();

// The clerk's office open 9:00 to 5:00, read on a Tuesday at 10:00.
const HOURS: CourtHours = {
  ...COURT_HOURS,
  offices: COURT_HOURS.offices.map((office) =>
    office.office === 'clerk'
      ? {
          ...office,
          week: { ...office.week, tuesday: { opens: '09:00', closes: '17:00' } },
        }
      : office,
  ),
};
const PUBLISHED = publishedCourtHours(HOURS, courtTimeToInstant('2026-12-22', '10:00'));

function ClerkTuesday() {
  const hours = useCourtHours();
  const clerk = hours.offices.find((office) => office.office === 'clerk');
  const now = hours.now.find((office) => office.office === 'clerk');
  return (
    <p>
      {`Tuesday ${clerk?.week.tuesday?.opens ?? 'closed'}; `}
      {now ? `open now: ${String(now.open)}` : 'no clock'}
    </p>
  );
}

describe('useCourtHours', () => {
  it('reads the hours a page was rendered with, and records that the page needs them', () => {
    const pageData = createPageData({ [COURT_HOURS_PATH]: PUBLISHED });
    renderPage(
      <PageDataContext value={pageData}>
        <ClerkTuesday />
      </PageDataContext>,
    );
    expect(screen.getByText('Tuesday 09:00; open now: true')).toBeVisible();
    expect([...pageData.requested]).toEqual([COURT_HOURS_PATH]);
  });

  it('prefers the hours a provider gives (the frame, a preview) over the page data', () => {
    renderPage(
      <PageDataContext value={createPageData({ [COURT_HOURS_PATH]: PUBLISHED })}>
        <CourtHoursContext
          value={publishedCourtHours(COURT_HOURS, courtTimeToInstant('2026-12-22', '08:00'))}
        >
          <ClerkTuesday />
        </CourtHoursContext>
      </PageDataContext>,
    );
    expect(screen.getByText('Tuesday 08:30; open now: false')).toBeVisible();
  });

  it('falls back to the default week without saying whether an office is open', () => {
    renderPage(<ClerkTuesday />);
    expect(screen.getByText('Tuesday 08:30; no clock')).toBeVisible();
  });
});

describe('PublishedCourtHoursProvider', () => {
  it('starts from the page data, then reads the hours again on each page opened', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, PUBLISHED));
    const pageData = createPageData({ [COURT_HOURS_PATH]: PUBLISHED });
    renderPage(
      <PageDataContext value={pageData}>
        <PublishedCourtHoursProvider>
          <ClerkTuesday />
          <Link to="/contact-us">Contact us</Link>
        </PublishedCourtHoursProvider>
      </PageDataContext>,
      { route: '/hours-and-parking' },
    );
    expect(screen.getByText('Tuesday 09:00; open now: true')).toBeVisible();
    await act(async () => {});
    expect(fetchMock).not.toHaveBeenCalled();

    await act(async () => screen.getByRole('link', { name: 'Contact us' }).click());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/muni/${COURT_HOURS_PATH}`);
    expect(screen.getByText('Tuesday 09:00; open now: true')).toBeVisible();
  });

  it('shows the defaults until the hours are read', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, PUBLISHED));
    renderPage(
      <PublishedCourtHoursProvider>
        <ClerkTuesday />
      </PublishedCourtHoursProvider>,
    );
    expect(screen.getByText('Tuesday 08:30; no clock')).toBeVisible();
    expect(await screen.findByText('Tuesday 09:00; open now: true')).toBeVisible();
  });
});
