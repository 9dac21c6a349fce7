import { screen, within } from '@testing-library/react';
import { COURT_OFFICIALS } from '@court/contract';
import { expectNoAxeViolations, renderPage } from '@court/kit/testing';
import AboutUsPage from './about-us-page';

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
  it('shows a card for the clerk, four judges and the administrator, each linking to a bio', async () => {
    const { container } = renderPage(<AboutUsPage />, { route: '/about-us' });
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('About Us | Canton Municipal Court');

    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(6);
    COURT_OFFICIALS.forEach((official, index) => {
      const card = within(cards[index] as HTMLElement);
      expect(card.getByRole('link', { name: official.name })).toHaveAttribute(
        'href',
        `/bio/${official.img}`,
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
    const { container } = renderPage(<AboutUsPage />, { route: '/es/about-us' });
    expect(screen.getByRole('heading', { level: 1, name: 'Quiénes somos' })).toBeInTheDocument();
    expect(document.title).toBe('Quiénes somos | Tribunal Municipal de Canton');
    const [clerk] = COURT_OFFICIALS;
    if (!clerk) throw new Error('no officials');
    expect(screen.getByRole('link', { name: clerk.name })).toHaveAttribute(
      'href',
      `/es/bio/${clerk.img}`,
    );
    expect(screen.getByRole('img', { name: `Foto de ${clerk.name}` })).toBeInTheDocument();
    expect(screen.getByText('Secretario del Tribunal')).toBeInTheDocument();
    expect(screen.getByText('Juez Administrativo')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
