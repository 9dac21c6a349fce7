import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COURT_INFO } from '@court/contract';
import {
  expectNoAxeViolations,
  answerEachRequestInTurn,
  renderPage,
  standInForFetch,
} from '@court/kit/testing';
import FormsPage from './forms-page';
import type { DocumentGroup, DocumentGroupListing } from '@court/contract';

const fetchMock = standInForFetch();

function group(group: DocumentGroup, count: number): DocumentGroupListing {
  return {
    group,
    documents: Array.from({ length: count }, (_, index) => ({
      slug: `${group}-${index + 1}`,
      title: { en: `${group} form ${index + 1}`, es: `formulario ${group} ${index + 1}` },
      url: `/documents/${group}-${index + 1}.pdf`,
    })),
  };
}

/** The API's answer: the forms groups in the spec's sizes, among groups this page leaves out. */
const CATALOG: DocumentGroupListing[] = [
  group('fees', 3),
  group('wage-garnishments', 7),
  group('victim-rights', 2),
  group('annual-reports', 21),
  group('bank-garnishments', 4),
  group('other-forms', 19),
];

const GROUPS = {
  en: [
    ['Victim Rights', 'victim-rights', 2],
    ['Bank Garnishments', 'bank-garnishments', 4],
    ['Wage Garnishments', 'wage-garnishments', 7],
    ['Other Forms', 'other-forms', 19],
  ],
  es: [
    ['Derechos de las víctimas', 'victim-rights', 2],
    ['Embargos bancarios', 'bank-garnishments', 4],
    ['Embargos de salario', 'wage-garnishments', 7],
    ['Otros formularios', 'other-forms', 19],
  ],
} as const;

function groupSection(name: string) {
  const region = screen.getByRole('heading', { level: 3, name }).closest('section');
  if (!region) throw new Error(`no section for ${name}`);
  return within(region);
}

describe('forms page', () => {
  it('links the three online forms of this site', async () => {
    answerEachRequestInTurn(fetchMock, [200, CATALOG]);
    renderPage(<FormsPage />, { route: '/forms' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Forms');
    expect(document.title).toBe('Forms | Canton Municipal Court');
    for (const [name, href] of [
      ['Limited Driving Privileges', '/driving-privileges'],
      ['Zoom Hearing Registration', '/zoom-hearing'],
      ['Interpreter Request', '/interpreter'],
    ]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).not.toHaveAttribute('target');
    }
    await screen.findByRole('heading', { name: 'Victim Rights' });
  });

  it('lists the four PDF form groups from the API, each form a PDF in a new tab', async () => {
    answerEachRequestInTurn(fetchMock, [200, CATALOG]);
    const { container } = renderPage(<FormsPage />, { route: '/forms' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the list of forms');
    await screen.findByRole('heading', { name: 'Victim Rights' });
    expect(fetchMock).toHaveBeenCalledWith('/api/muni/documents', expect.anything());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      GROUPS.en.map(([name]) => name),
    );
    for (const [name, key, count] of GROUPS.en) {
      const links = groupSection(name).getAllByRole('link');
      expect(links).toHaveLength(count);
      links.forEach((link, index) => {
        expect(link).toHaveAccessibleName(`${key} form ${index + 1} (PDF) (opens in a new tab)`);
        expect(link).toHaveAttribute('href', `/documents/${key}-${index + 1}.pdf`);
        expect(link).toHaveAttribute('target', '_blank');
      });
    }
    expect(screen.queryByText(/fees form/)).not.toBeInTheDocument();
    expect(screen.queryByText(/annual-reports form/)).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('leaves out a forms group the catalog does not have yet', async () => {
    answerEachRequestInTurn(fetchMock, [200, [group('victim-rights', 2), group('other-forms', 0)]]);
    renderPage(<FormsPage />, { route: '/forms' });
    await screen.findByRole('heading', { name: 'Victim Rights' });
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(1);
  });

  it('says when there are no PDF forms and gives the court phone', async () => {
    answerEachRequestInTurn(fetchMock, [200, [group('fees', 3)]]);
    renderPage(<FormsPage />, { route: '/forms' });
    expect(await screen.findByText('No PDF forms are available at the moment.')).toBeVisible();
    expect(screen.getByRole('link', { name: `Call ${COURT_INFO.phone}` })).toBeInTheDocument();
  });

  it('says the list could not be loaded, gives the court phone and tries again', async () => {
    const user = userEvent.setup();
    answerEachRequestInTurn(fetchMock, [500, { error: 'Something went wrong.' }], [200, CATALOG]);
    const { container } = renderPage(<FormsPage />, { route: '/forms' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The list of forms could not be loaded.',
    );
    expect(screen.getByRole('link', { name: `Call ${COURT_INFO.phone}` })).toHaveAttribute(
      'href',
      'tel:+13305550100',
    );
    expect(screen.getByRole('link', { name: 'Interpreter Request' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Other Forms' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so too when the network is down', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderPage(<FormsPage />, { route: '/forms' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The list of forms could not be loaded.',
    );
  });

  it('treats a catalog of the wrong shape as a failure', async () => {
    answerEachRequestInTurn(fetchMock, [
      200,
      [{ group: 'victim-rights', documents: [{ slug: '../x', title: 'x' }] }],
    ]);
    renderPage(<FormsPage />, { route: '/forms' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('speaks Spanish under /es/, form titles included', async () => {
    answerEachRequestInTurn(fetchMock, [200, CATALOG]);
    const { container } = renderPage(<FormsPage />, { route: '/es/forms' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Formularios');
    expect(screen.getByRole('link', { name: 'Privilegios limitados de conducir' })).toHaveAttribute(
      'href',
      '/es/driving-privileges',
    );
    expect(screen.getByRole('link', { name: 'Solicitud de intérprete' })).toHaveAttribute(
      'href',
      '/es/interpreter',
    );
    await screen.findByRole('heading', { name: 'Derechos de las víctimas' });
    for (const [name, key, count] of GROUPS.es) {
      const links = groupSection(name).getAllByRole('link');
      expect(links).toHaveLength(count);
      expect(links[0]).toHaveAccessibleName(
        `formulario ${key} 1 (PDF) (se abre en una pestaña nueva)`,
      );
    }
    await expectNoAxeViolations(container);
  });

  it('tells Spanish visitors in Spanish when the list fails', async () => {
    answerEachRequestInTurn(fetchMock, [503, { error: 'Unavailable' }]);
    renderPage(<FormsPage />, { route: '/es/forms' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo cargar la lista de formularios.',
    );
    expect(screen.getByRole('link', { name: `Llame al ${COURT_INFO.phone}` })).toBeVisible();
  });
});
