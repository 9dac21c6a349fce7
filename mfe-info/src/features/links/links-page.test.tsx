import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COURT_LINKS, COURT_LINKS_PATH, type CourtLinks } from '@court/contract';
import { createPageData, PageDataContext } from '@court/kit';
import {
  answerEachRequestInTurn,
  databaseUnavailableResponse,
  expectNoAxeViolations,
  renderPage,
  standInForFetch,
} from '@court/kit/testing';
import LinksPage from './links-page';

const fetchStandIn = standInForFetch();

/** The page as the server sends it: rendered with the links published. */
function renderServedPage(route: string, links: CourtLinks = COURT_LINKS) {
  return renderPage(
    <PageDataContext value={createPageData({ [COURT_LINKS_PATH]: links })}>
      <LinksPage />
    </PageDataContext>,
    { route },
  );
}

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
    const { container } = renderServedPage('/links');
    expect(screen.getByRole('heading', { level: 1, name: 'Related Links' })).toBeInTheDocument();
    expect(document.title).toBe('Related Links | Canton Municipal Court');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      GROUP_HEADINGS.en,
    );
    COURT_LINKS.groups.forEach((group, index) => {
      const section = within(groupSection(GROUP_HEADINGS.en[index] as string));
      const links = section.getAllByRole('link');
      expect(links).toHaveLength(group.links.length);
      group.links.forEach((related, position) => {
        const link = links[position];
        expect(link).toHaveAccessibleName(`${related.name.en} (opens in a new tab)`);
        expect(link).toHaveAttribute('href', related.url);
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      });
    });
    await expectNoAxeViolations(container);
  });

  it('only links secure addresses', () => {
    for (const group of COURT_LINKS.groups) {
      for (const related of group.links) {
        expect(new URL(related.url).protocol).toBe('https:');
      }
    }
  });

  it('speaks Spanish under /es/ and marks the English names', async () => {
    const { container } = renderServedPage('/es/links');
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

  it('shows the groups and links staff published, in their order, with their Spanish where written', () => {
    const published: CourtLinks = {
      groups: [
        {
          heading: { en: 'Legal Help', es: 'Ayuda legal' },
          links: [
            {
              name: { en: 'Community Legal Aid', es: 'Ayuda Legal Comunitaria' },
              url: 'https://www.communitylegalaid.org/',
            },
            { name: { en: 'Ohio Legal Help', es: '' }, url: 'https://www.ohiolegalhelp.org/' },
          ],
        },
      ],
    };
    renderServedPage('/es/links', published);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Ayuda legal',
    ]);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.communitylegalaid.org/',
      'https://www.ohiolegalhelp.org/',
    ]);
    expect(
      within(links[0] as HTMLElement).getByText('Ayuda Legal Comunitaria'),
    ).not.toHaveAttribute('lang');
    expect(within(links[1] as HTMLElement).getByText('Ohio Legal Help')).toHaveAttribute(
      'lang',
      'en',
    );
  });

  it('opened from another page, says the links are coming, and when they cannot come, how to reach the court', async () => {
    const published: CourtLinks = {
      groups: [
        {
          heading: { en: 'Legal Help', es: 'Ayuda legal' },
          links: [
            { name: { en: 'Ohio Legal Help', es: '' }, url: 'https://www.ohiolegalhelp.org/' },
          ],
        },
      ],
    };
    fetchStandIn
      .mockResolvedValueOnce(databaseUnavailableResponse('en'))
      .mockImplementation(() => new Promise(() => undefined));
    renderPage(<LinksPage />, { route: '/links' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the links…');
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('The links could not be loaded. Please try again later.');
    expect(within(warning).getByRole('link', { name: /330/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
    // The site's sample links are never shown as the court's.
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();

    answerEachRequestInTurn(fetchStandIn, [200, published]);
    await userEvent.click(within(warning).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Legal Help' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ohio Legal Help/ })).toHaveAttribute(
      'href',
      'https://www.ohiolegalhelp.org/',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
