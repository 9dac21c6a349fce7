import { screen, within } from '@testing-library/react';
import {
  COURT_OFFICIALS_DEFAULTS,
  COURT_OFFICIALS_PATH,
  type CourtOfficials,
} from '@court/contract';
import { publishedOfficials } from '@court/contract/markdown';
import { createPageData, PageDataContext } from '@court/kit';
import {
  databaseUnavailableResponse,
  expectNoAxeViolations,
  renderPage,
  standInForFetch,
  expectCourtNamedAsPublished,
} from '@court/kit/testing';
import AboutUsPage from './about-us-page';

const COURT_OFFICIALS = COURT_OFFICIALS_DEFAULTS.officials;

const fetchStandIn = standInForFetch();

/** About Us as the server renders it: with the published officials in place. */
function renderAboutUs(route: string, officials: CourtOfficials = COURT_OFFICIALS_DEFAULTS) {
  return renderPage(
    <PageDataContext
      value={createPageData({ [COURT_OFFICIALS_PATH]: publishedOfficials(officials) })}
    >
      <AboutUsPage />
    </PageDataContext>,
    { route },
  );
}

// Jest does not load images; webpack turns the import into the emitted file's URL.

const TITLES_EN = [
  'Clerk of Court',
  'Administrative Judge',
  'Judge',
  'Judge',
  'Judge',
  'Court Administrator',
];

describe('about us page', () => {
  it('names the court as it published its name, in both languages', () => {
    // What the page asks the API for stays unanswered: only its words are read here.
    fetchStandIn.mockReturnValue(new Promise(() => undefined));
    const page = (
      <PageDataContext
        value={createPageData({
          [COURT_OFFICIALS_PATH]: publishedOfficials(COURT_OFFICIALS_DEFAULTS),
        })}
      >
        <AboutUsPage />
      </PageDataContext>
    );
    expectCourtNamedAsPublished(page, '/about-us');
    expectCourtNamedAsPublished(page, '/es/about-us');
  });

  it('shows a card for the clerk, four judges and the administrator, each linking to a bio', async () => {
    const { container } = renderAboutUs('/about-us');
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('About Us | Canton Municipal Court');

    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(6);
    COURT_OFFICIALS.forEach((official, index) => {
      const card = within(cards[index] as HTMLElement);
      expect(card.getByRole('link', { name: official.name })).toHaveAttribute(
        'href',
        `/bio/${official.slug}`,
      );
      expect(card.getByRole('img', { name: `Photo of ${official.name}` })).toHaveAttribute(
        'src',
        'test-file-stub',
      );
      expect(card.getByText(TITLES_EN[index] as string)).toBeInTheDocument();
    });
    await expectNoAxeViolations(container);
  });

  it('speaks Spanish under /es/ and links the Spanish biographies', async () => {
    const { container } = renderAboutUs('/es/about-us');
    expect(screen.getByRole('heading', { level: 1, name: 'Quiénes somos' })).toBeInTheDocument();
    expect(document.title).toBe('Quiénes somos | Tribunal Municipal de Canton');
    const [clerk] = COURT_OFFICIALS;
    if (!clerk) throw new Error('no officials');
    expect(screen.getByRole('link', { name: clerk.name })).toHaveAttribute(
      'href',
      `/es/bio/${clerk.slug}`,
    );
    expect(screen.getByRole('img', { name: `Foto de ${clerk.name}` })).toBeInTheDocument();
    expect(screen.getByText('Secretario del Tribunal')).toBeInTheDocument();
    expect(screen.getByText('Juez Administrativo')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it("leaves out a retired official, and shows an uploaded photo with staff's description", () => {
    const [clerk, judge, ...others] = COURT_OFFICIALS;
    if (!clerk || !judge) throw new Error('no officials');
    renderAboutUs('/about-us', {
      officials: [
        { ...clerk, photo: 'a'.repeat(32), photoAlt: { en: 'The clerk at the counter', es: '' } },
        { ...judge, retired: true },
        ...others,
      ],
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByRole('link', { name: judge.name })).toBeNull();
    const photo = screen.getByRole('img', { name: 'The clerk at the counter' });
    expect(photo).toHaveAttribute(
      'src',
      `/api/muni/court/officials/photos/${'a'.repeat(32)}@1x.webp`,
    );
    expect(photo).toHaveAttribute(
      'srcset',
      `/api/muni/court/officials/photos/${'a'.repeat(32)}@2x.webp 2x`,
    );
    expect(photo).not.toHaveAttribute('lang');
  });

  it('marks a photo described in English only as English on the Spanish page', () => {
    const [clerk, ...others] = COURT_OFFICIALS;
    if (!clerk) throw new Error('no officials');
    renderAboutUs('/es/about-us', {
      officials: [
        { ...clerk, photo: 'a'.repeat(32), photoAlt: { en: 'The clerk at the counter', es: '' } },
        ...others,
      ],
    });
    expect(screen.getByRole('img', { name: 'The clerk at the counter' })).toHaveAttribute(
      'lang',
      'en',
    );
    expect(screen.getAllByRole('img', { name: /^Foto de / })[0]).not.toHaveAttribute('lang');
  });

  it('opened from another page while the court cannot answer, says so in Spanish with its phone', async () => {
    fetchStandIn.mockResolvedValue(databaseUnavailableResponse('es'));
    renderPage(<AboutUsPage />, { route: '/es/about-us' });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando los funcionarios del tribunal…');
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent(
      'No se pudo cargar la lista de funcionarios del tribunal. Inténtelo de nuevo más tarde.',
    );
    expect(within(warning).getByRole('button', { name: 'Intentar de nuevo' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Sample Judge/ })).not.toBeInTheDocument();
  });
});
