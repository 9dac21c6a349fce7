import { screen, within } from '@testing-library/react';
import {
  COURT_OFFICIALS_DEFAULTS,
  COURT_OFFICIALS_PATH,
  type CourtOfficials,
} from '@court/contract';
import { publishedOfficials } from '@court/contract/markdown';
import { createPageData, PageDataContext, Route, Routes } from '@court/kit';
import { expectNoAxeViolations, renderPage } from '@court/kit/testing';
import BioPage from './bio-page';

const COURT_OFFICIALS = COURT_OFFICIALS_DEFAULTS.officials;

/** Each official's biography in a language, by paragraph. */
function paragraphs(slug: string, language: 'en' | 'es'): string[] {
  const official = COURT_OFFICIALS.find((entry) => entry.slug === slug);
  return official ? official.biography[language].split('\n\n') : [];
}

// Jest does not load images; webpack turns the import into the emitted file's URL.

/** The page under both route shapes the shell gives it, so useParams reads :name. */
function bioRoutes() {
  return (
    <Routes>
      <Route path="bio/:name" element={<BioPage />} />
      <Route path="es/bio/:name" element={<BioPage />} />
    </Routes>
  );
}

/** The page as the server renders it, with the published officials in place. */
function renderBio(route: string, officials: CourtOfficials = COURT_OFFICIALS_DEFAULTS) {
  return renderPage(
    <PageDataContext
      value={createPageData({ [COURT_OFFICIALS_PATH]: publishedOfficials(officials) })}
    >
      {bioRoutes()}
    </PageDataContext>,
    { route },
  );
}

describe('bio page', () => {
  it('shows the photo, title and name in capitals and the biography', async () => {
    const { container } = renderBio('/bio/judge-one');
    expect(screen.getByRole('heading', { level: 1, name: 'SAMPLE JUDGE ONE' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('ADMINISTRATIVE JUDGE')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Sample Judge One' })).toBeInTheDocument();
    for (const paragraph of paragraphs('judge-one', 'en')) {
      expect(screen.getByText(paragraph)).toBeInTheDocument();
    }
    expect(document.title).toBe('Sample Judge One | Canton Municipal Court');
    expect(screen.getByRole('link', { name: 'Back to About Us' })).toHaveAttribute(
      'href',
      '/about-us',
    );
    await expectNoAxeViolations(container);
  });

  it.each(COURT_OFFICIALS.map((official) => [official.slug, official.name] as const))(
    'has a biography in both languages for %s',
    (slug, name) => {
      renderBio(`/bio/${slug}`);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(name.toUpperCase());
      expect(paragraphs(slug, 'en').length).toBeGreaterThan(0);
      expect(paragraphs(slug, 'es')).toHaveLength(paragraphs(slug, 'en').length);
    },
  );

  it('renders the biography as text, not markup', () => {
    const { container } = renderBio('/bio/clerk-of-court');
    const text = container.querySelector('.court-bio__text');
    expect(text?.querySelectorAll(':scope > *:not(p, h1)')).toHaveLength(0);
  });

  it('says so, with a way back, when no official has that name', async () => {
    const { container } = renderBio('/bio/nobody');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Biography not found' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(
      screen.getByRole('link', { name: "See the court's officials on About Us" }),
    ).toHaveAttribute('href', '/about-us');
    await expectNoAxeViolations(container);
  });

  it('speaks Spanish under /es/', async () => {
    const { container } = renderBio('/es/bio/clerk-of-court');
    const [clerk] = COURT_OFFICIALS;
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      String(clerk?.name.toUpperCase()),
    );
    expect(screen.getByText('SECRETARIO DEL TRIBUNAL')).toBeInTheDocument();
    expect(screen.getByText(paragraphs('clerk-of-court', 'es')[1] as string)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Quiénes somos' })).toHaveAttribute(
      'href',
      '/es/about-us',
    );
    await expectNoAxeViolations(container);
  });

  it('says the biography is missing in Spanish too', () => {
    renderBio('/es/bio/nobody');
    expect(
      screen.getByRole('heading', { level: 1, name: 'No se encontró la biografía' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Vea los funcionarios del tribunal en Quiénes somos' }),
    ).toHaveAttribute('href', '/es/about-us');
  });

  it("links a retired official's address to the successor staff named", () => {
    const [clerk, judgeOne, judgeTwo, ...others] = COURT_OFFICIALS;
    if (!clerk || !judgeOne || !judgeTwo) throw new Error('no officials');
    const officials = {
      officials: [
        clerk,
        { ...judgeOne, retired: true, successor: judgeTwo.slug },
        judgeTwo,
        ...others,
      ],
    };
    // The server's answers (301, 410) are the API's test: court-officials.test.ts.
    renderBio('/bio/judge-one', officials);
    expect(
      screen.getByRole('link', {
        name: `${judgeOne.name} no longer serves the court. Read the biography of ${judgeTwo.name}.`,
      }),
    ).toHaveAttribute('href', '/bio/judge-two');
  });

  it('shows the biography staff wrote in Markdown with its own elements, never their HTML', () => {
    const [clerk, ...others] = COURT_OFFICIALS;
    if (!clerk) throw new Error('no officials');
    const { container } = renderBio('/es/bio/clerk-of-court', {
      officials: [
        {
          ...clerk,
          biography: {
            en: 'Elected in **2025**.\n\n- Records\n- Fines\n\n<img src=x onerror=alert(1)> [Site](javascript:alert(1))',
            es: '',
          },
        },
        ...others,
      ],
    });
    const text = container.querySelector('.court-bio__text [lang="en"]') as HTMLElement;
    expect(within(text).getByText('2025').tagName).toBe('STRONG');
    expect(within(text).getAllByRole('listitem')).toHaveLength(2);
    expect(text.querySelector('img, a[href^="javascript"]')).toBeNull();
    expect(text).toHaveTextContent('<img src=x onerror=alert(1)> Site');
  });
});
