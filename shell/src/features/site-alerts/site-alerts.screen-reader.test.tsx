import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { alertsPath, type AlertsResponse, type Language, type PublicAlert } from '@court/contract';
import { PageDataContext, createPageData, useNavigate } from '@court/kit';
import { jsonResponse, renderPageOnServer, spokenWhile, standInForFetch } from '@court/kit/testing';
import { SiteAlerts } from './site-alerts';

const EMERGENCY: Record<Language, PublicAlert> = {
  en: {
    id: 3,
    severity: 'emergency',
    placement: 'everyPage',
    heading: 'Building closed',
    body: 'The court is closed today.',
    link: null,
  },
  es: {
    id: 3,
    severity: 'emergency',
    placement: 'everyPage',
    heading: 'Edificio cerrado',
    body: 'El tribunal está cerrado hoy.',
    link: null,
  },
};

const PAGES: Record<Language, { first: string; next: string }> = {
  en: { first: '/forms', next: '/links' },
  es: { first: '/es/forms', next: '/es/links' },
};

function GoTo({ path }: { path: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(path)}>
      Go to {path}
    </button>
  );
}

/** The page's frame as the server renders it with the alerts in force, and a link onwards. */
function frame(language: Language) {
  const answer: AlertsResponse = { alerts: [EMERGENCY[language]] };
  return (
    <PageDataContext value={createPageData({ [alertsPath(language)]: answer })}>
      <SiteAlerts />
      <GoTo path={PAGES[language].next} />
    </PageDataContext>
  );
}

beforeEach(() => {
  sessionStorage.clear();
});

describe.each(['en', 'es'] as const)('the emergency alert, to a screen reader (%s)', (language) => {
  const { heading, body } = EMERGENCY[language];
  const fetchMock = standInForFetch();

  beforeEach(() => {
    fetchMock.mockResolvedValue(jsonResponse(200, { alerts: [EMERGENCY[language]] }));
  });

  it("is read out as the page's script takes over the page, not from the HTML the server sent", async () => {
    const page = renderPageOnServer(frame(language), { route: PAGES[language].first });
    // Screen readers do not read out an alert that is already in the page as it loads.
    expect(within(page.container).queryByRole('alert')).toBeNull();

    expect(await spokenWhile(page.container, () => page.hydrate())).toEqual([
      `alert: ${heading}. ${body}`,
    ]);
  });

  it('is not read out again on the next page of the visit', async () => {
    const user = userEvent.setup();
    const page = renderPageOnServer(frame(language), { route: PAGES[language].first });
    await spokenWhile(page.container, () => page.hydrate());

    const goOn = within(page.container).getByRole('button', {
      name: `Go to ${PAGES[language].next}`,
    });
    expect(await spokenWhile(page.container, () => user.click(goOn))).toEqual([
      `button, Go to ${PAGES[language].next}`,
    ]);
    expect(within(page.container).getByText(heading)).toBeVisible();
  });
});
