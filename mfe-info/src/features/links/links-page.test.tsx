import { screen, within } from '@testing-library/react';
import { COURT_INFO } from '@court/contract';
import { expectNoAxeViolations, renderPage } from '@court/kit/testing';
import LinksPage from './links-page';
import { LINK_GROUPS, relatedLinksFor } from './links-data';

// What the page lists while no facts are published (renderPage provides none).
const RELATED_LINKS = relatedLinksFor(COURT_INFO);

const GROUP_HEADINGS = {
  en: ['Local Courts', 'Local Interest', 'Stark County Community', 'State Government'],
  es: [
    'Tribunales locales',
    'De interés local',
    'Comunidad del condado de Stark',
    'Gobierno estatal',
  ],
};

function groupSection(heading: string): HTMLElement {
  const section = screen.getByRole('region', { name: heading });
  return section;
}

describe('links page', () => {
  it('lists the related links in four groups, each opening in a new tab', async () => {
    const { container } = renderPage(<LinksPage />, { route: '/links' });
    expect(screen.getByRole('heading', { level: 1, name: 'Related Links' })).toBeInTheDocument();
    expect(document.title).toBe('Related Links | Canton Municipal Court');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      GROUP_HEADINGS.en,
    );
    LINK_GROUPS.forEach((group, index) => {
      const section = within(groupSection(GROUP_HEADINGS.en[index] as string));
      const links = section.getAllByRole('link');
      expect(links).toHaveLength(RELATED_LINKS[group].length);
      RELATED_LINKS[group].forEach((related, position) => {
        const link = links[position];
        expect(link).toHaveAccessibleName(`${related.name} (opens in a new tab)`);
        expect(link).toHaveAttribute('href', related.url);
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      });
    });
    await expectNoAxeViolations(container);
  });

  it('only links secure addresses', () => {
    for (const group of LINK_GROUPS) {
      for (const related of RELATED_LINKS[group]) {
        expect(new URL(related.url).protocol).toBe('https:');
      }
    }
  });

  it('speaks Spanish under /es/ and marks the English names', async () => {
    const { container } = renderPage(<LinksPage />, { route: '/es/links' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Enlaces relacionados' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      GROUP_HEADINGS.es,
    );
    const link = screen.getByRole('link', {
      name: 'Supreme Court of Ohio (se abre en una pestaña nueva)',
    });
    expect(within(link).getByText('Supreme Court of Ohio')).toHaveAttribute('lang', 'en');
    await expectNoAxeViolations(container);
  });
});
