import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  COURT_HOURS,
  COURT_INFO,
  courtTimeToInstant,
  publishedCourtHours,
  type CourtHours,
  type SiteMessageResponse,
} from '@court/contract';
import { CourtHoursContext } from '@court/kit';
import {
  expectNoAxeViolations,
  answerEachRequestInTurn,
  renderPage,
  standInForFetch,
} from '@court/kit/testing';
import ProbationDrugTestingPage from './probation-drug-testing-page';

const fetchMock = standInForFetch();

const MESSAGE: SiteMessageResponse = {
  message: 'Drug testing is closed on Friday, July 3.',
  // 01:30 UTC on May 30 is still May 29 in Canton.
  updatedAt: '2026-05-30T01:30:00.000Z',
};

describe('probation drug testing page', () => {
  it('shows the message from the API with its date, then the testing hours and rule', async () => {
    answerEachRequestInTurn(fetchMock, [200, MESSAGE]);
    const { container } = renderPage(<ProbationDrugTestingPage />, {
      route: '/probation-drug-testing',
    });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Probation - Drug Testing');
    expect(document.title).toBe('Probation - Drug Testing | Canton Municipal Court');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Loading the message from the probation department',
    );
    expect(await screen.findByText(MESSAGE.message)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/muni/drug-testing/message', expect.anything());
    expect(
      screen.getByRole('heading', { name: 'Message from the probation department' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Last updated', { exact: false })).toHaveTextContent(
      'Last updated May 29, 2026',
    );
    expect(container.querySelector('time')).toHaveAttribute('datetime', MESSAGE.updatedAt);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    expect(
      screen.getByText(
        'Probationers, Polaris Program participants and Recovery Court participants must report to the probation department for urinalysis during the testing hours below.',
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Testing hours' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Monday to Friday: 8:45 AM to 11:45 AM and 1:30 PM to 4:00 PM',
      'Saturday and Sunday: Closed',
    ]);
    expect(
      screen.getByText(
        'Failure to comply counts as a positive drug screen and is subject to immediate sanction by the judge.',
      ),
    ).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('leaves the date out when the message has never been updated', async () => {
    answerEachRequestInTurn(fetchMock, [200, { message: 'Testing as usual.', updatedAt: null }]);
    renderPage(<ProbationDrugTestingPage />, { route: '/probation-drug-testing' });
    expect(await screen.findByText('Testing as usual.')).toBeInTheDocument();
    expect(screen.queryByText(/Last updated/)).not.toBeInTheDocument();
  });

  it('shows no message box for an empty message but keeps the rules', async () => {
    answerEachRequestInTurn(fetchMock, [200, { message: '  ', updatedAt: null }]);
    renderPage(<ProbationDrugTestingPage />, { route: '/probation-drug-testing' });
    await screen.findByText('Monday to Friday: 8:45 AM to 11:45 AM and 1:30 PM to 4:00 PM');
    await screen.findByText(/Failure to comply/);
    expect(screen.queryByRole('heading', { name: /Message from/ })).not.toBeInTheDocument();
  });

  it('says the message could not be loaded, gives the court phone and tries again', async () => {
    const user = userEvent.setup();
    answerEachRequestInTurn(fetchMock, [503, { error: 'Unavailable' }], [200, MESSAGE]);
    const { container } = renderPage(<ProbationDrugTestingPage />, {
      route: '/probation-drug-testing',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The message from the probation department could not be loaded.',
    );
    expect(screen.getByRole('link', { name: `Call ${COURT_INFO.phone}` })).toHaveAttribute(
      'href',
      'tel:+13305550100',
    );
    expect(screen.getByText(/Failure to comply/)).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(MESSAGE.message)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('treats an answer of the wrong shape as a failure that retrying will not fix', async () => {
    answerEachRequestInTurn(fetchMock, [200, { text: 'not the contract' }]);
    renderPage(<ProbationDrugTestingPage />, { route: '/probation-drug-testing' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('gives the testing hours staff published, and whether testing is open now', async () => {
    const published: CourtHours = {
      ...COURT_HOURS,
      offices: COURT_HOURS.offices.map((office) =>
        office.office === 'drugTesting'
          ? {
              ...office,
              week: {
                ...office.week,
                saturday: {
                  opens: '09:00',
                  closes: '15:00',
                  closedBetween: { from: '12:00', until: '12:30' },
                },
              },
            }
          : office,
      ),
    };
    const statusAt = (time: string) => {
      answerEachRequestInTurn(fetchMock, [200, MESSAGE]);
      const view = renderPage(
        <CourtHoursContext
          value={publishedCourtHours(published, courtTimeToInstant('2026-12-19', time))}
        >
          <ProbationDrugTestingPage />
        </CourtHoursContext>,
        { route: '/probation-drug-testing' },
      );
      const region = within(screen.getByRole('region', { name: 'Testing hours' }));
      const lines = region.getAllByRole('listitem').map((item) => item.textContent);
      const status = region.getByText(/now[.,]/).textContent;
      view.unmount();
      return { lines, status };
    };
    // 19 December 2026 is a Saturday.
    const morning = statusAt('10:00');
    expect(morning.lines).toEqual([
      'Monday to Friday: 8:45 AM to 11:45 AM and 1:30 PM to 4:00 PM',
      'Saturday: 9:00 AM to 12:00 PM and 12:30 PM to 3:00 PM',
      'Sunday: Closed',
    ]);
    expect(morning.status).toBe('Open now, until 12:00 PM.');
    expect(statusAt('12:15').status).toBe('Closed now.');
    expect(statusAt('13:00').status).toBe('Open now, until 3:00 PM.');
  });

  it('speaks Spanish under /es/, dates included', async () => {
    answerEachRequestInTurn(fetchMock, [200, MESSAGE]);
    const { container } = renderPage(<ProbationDrugTestingPage />, {
      route: '/es/probation-drug-testing',
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Libertad condicional - Pruebas de drogas',
    );
    expect(await screen.findByText(MESSAGE.message)).toBeInTheDocument();
    expect(screen.getByText('Última actualización:', { exact: false })).toHaveTextContent(
      'Última actualización: 29 de mayo de 2026',
    );
    expect(screen.getByText(/Programa Polaris y del Tribunal de Recuperación/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Horario de las pruebas' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace(/\s+/g, ' ')),
    ).toEqual([
      'De lunes a viernes: de 8:45 a. m. a 11:45 a. m. y de 1:30 p. m. a 4:00 p. m.',
      'Sábado y domingo: cerrado',
    ]);
    expect(screen.getByText(/sanción inmediata por parte del juez/)).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('tells Spanish visitors in Spanish when the message fails', async () => {
    answerEachRequestInTurn(fetchMock, [500, { error: 'Error' }]);
    renderPage(<ProbationDrugTestingPage />, { route: '/es/probation-drug-testing' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo cargar el mensaje del departamento de libertad condicional.',
    );
    expect(screen.getByRole('link', { name: `Llame al ${COURT_INFO.phone}` })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
  });
});
