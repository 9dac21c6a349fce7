import { screen } from '@testing-library/react';
import { COURT_OFFICIALS } from '@court/contract';
import { Route, Routes } from '@court/kit';
import { expectNoAxeViolations, renderPage } from '@court/kit/testing';
import BioPage from './bio-page';
import biographiesEn from './biographies.en.json';
import biographiesEs from './biographies.es.json';

// Jest does not load images; webpack turns the import into the emitted file's URL.

/** The page under both route shapes the shell gives it, so useParams reads :name. */
function renderBio(route: string) {
  return renderPage(
    <Routes>
      <Route path="bio/:name" element={<BioPage />} />
      <Route path="es/bio/:name" element={<BioPage />} />
    </Routes>,
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
    for (const paragraph of biographiesEn['judge-one']) {
      expect(screen.getByText(paragraph)).toBeInTheDocument();
    }
    expect(document.title).toBe('Sample Judge One | Canton Municipal Court');
    expect(screen.getByRole('link', { name: 'Back to About Us' })).toHaveAttribute(
      'href',
      '/about-us',
    );
    await expectNoAxeViolations(container);
  });

  it.each(COURT_OFFICIALS.map((official) => [official.img, official.name]))(
    'has a biography in both languages for %s',
    (img, name) => {
      renderBio(`/bio/${img}`);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(name.toUpperCase());
      expect(biographiesEn).toHaveProperty(img);
      expect(biographiesEs).toHaveProperty(img);
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
    expect(screen.getByText(biographiesEs['clerk-of-court'][1] as string)).toBeInTheDocument();
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
});
