import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  COURT_LINKS,
  courtLinksChanges,
  type CourtLinks,
  type RelatedLinkGroup,
} from '@court/contract';
import { useStaffStore } from '@court/kit/staff';
import { expectNoAxeViolations, jsonResponse, renderPage } from '@court/kit/testing';
import {
  CONTENT_EDITOR,
  contentToolApi,
  FORM_APPEARS,
  previewIn,
} from '../../shared/content-editor/content-editor-testing';
import { StaffCourtLinksPage } from './staff-court-links-page';

// The tests type into several fields key by key, which takes seconds; a second build running
// beside the suite took the longest past 30 s (6 s alone), so a hang fails after a minute.
jest.setTimeout(60_000);

const TOOL_URL = '/api/muni/staff/content/court-links';

const [LOCAL_COURTS, LOCAL_INTEREST, COMMUNITY, STATE] = COURT_LINKS.groups;
if (!LOCAL_COURTS || !LOCAL_INTEREST || !COMMUNITY || !STATE) {
  throw new Error('The default links have four groups.');
}

/** The state's links once the State of Ohio got its Spanish name. */
const STATE_FIRST: RelatedLinkGroup = {
  ...STATE,
  links: STATE.links.map((link) =>
    link.name.en === 'State of Ohio'
      ? { ...link, name: { en: 'State of Ohio', es: 'Estado de Ohio' } }
      : link,
  ),
};

/** The links after one version was published. */
const FIRST: CourtLinks = { groups: [LOCAL_COURTS, LOCAL_INTEREST, COMMUNITY, STATE_FIRST] };

const { editorWith, serve, sent, saveDraft } = contentToolApi({
  toolUrl: TOOL_URL,
  defaults: COURT_LINKS,
  first: FIRST,
  changes: courtLinksChanges,
});

function group(number: number): HTMLElement {
  return screen.getByRole('group', { name: `Group ${number}` });
}

function link(groupNumber: number, number: number): HTMLElement {
  return screen.getByRole('group', { name: `Group ${groupNumber}, link ${number}` });
}

/** The names of a group's links, as their fields hold them. */
function linkNames(groupNumber: number): string[] {
  return within(group(groupNumber))
    .getAllByRole('textbox', { name: 'Name in English' })
    .map((field) => (field as HTMLInputElement).value);
}

/**
 * Pastes an address into a field, as staff copy one from the browser: every key of it typed into
 * this long form took seconds, and past the test's time on a machine running a build beside it.
 */
async function pasteInto(
  user: ReturnType<typeof userEvent.setup>,
  field: HTMLElement,
  text: string,
): Promise<void> {
  await user.click(field);
  await user.paste(text);
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token';
  useStaffStore.setState({ staffUser: CONTENT_EDITOR });
});

describe('/staff/court-links', () => {
  it('loads each group with its links, and previews them in both languages', async () => {
    serve(() => editorWith(null));
    const { container } = renderPage(<StaffCourtLinksPage />, { route: '/staff/court-links' });
    expect(screen.getByRole('heading', { level: 1, name: 'Related links' })).toBeVisible();
    const first = await screen.findByRole('group', { name: 'Group 1' }, FORM_APPEARS);
    expect(within(first).getByRole('textbox', { name: 'Heading in English' })).toHaveValue(
      'Local Courts',
    );
    expect(within(first).getByRole('textbox', { name: /^Heading in Spanish/ })).toHaveValue(
      'Tribunales locales',
    );
    const supreme = link(1, 1);
    expect(within(supreme).getByRole('textbox', { name: 'Name in English' })).toHaveValue(
      'Supreme Court of Ohio',
    );
    expect(within(supreme).getByRole('textbox', { name: /^Name in Spanish/ })).toHaveValue('');
    expect(within(supreme).getByRole('textbox', { name: 'Web address' })).toHaveValue(
      'https://www.supremecourt.ohio.gov/',
    );
    expect(linkNames(4)).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Remove link 3 of group 1' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Move group 1 up' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByText('There is no draft to publish. Save a draft first.')).toBeVisible();

    const english = previewIn('In English');
    expect(english).toHaveAttribute('lang', 'en');
    expect(within(english).getByRole('heading', { name: 'Local Courts' })).toBeVisible();
    expect(
      within(english).getByRole('link', { name: 'Supreme Court of Ohio (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://www.supremecourt.ohio.gov/');
    const spanish = previewIn('En español');
    expect(spanish).toHaveAttribute('lang', 'es');
    expect(within(spanish).getByRole('heading', { name: 'Tribunales locales' })).toBeVisible();
    const untranslated = within(spanish).getByRole('link', {
      name: 'Supreme Court of Ohio (se abre en una pestaña nueva)',
    });
    expect(within(untranslated).getByText('Supreme Court of Ohio')).toHaveAttribute('lang', 'en');
    const translated = within(spanish).getByRole('link', {
      name: 'Estado de Ohio (se abre en una pestaña nueva)',
    });
    expect(within(translated).getByText('Estado de Ohio')).not.toHaveAttribute('lang');
    await expectNoAxeViolations(container);
  });

  it('saves a new link and a new group as the draft, and says what publishing changes', async () => {
    const drafted: CourtLinks = {
      groups: [
        LOCAL_COURTS,
        {
          ...LOCAL_INTEREST,
          links: [
            ...LOCAL_INTEREST.links,
            { name: { en: 'Stark Parks', es: '' }, url: 'https://www.starkparks.com/' },
          ],
        },
        COMMUNITY,
        STATE_FIRST,
        {
          heading: { en: 'Federal Government', es: 'Gobierno federal' },
          links: [{ name: { en: 'USA.gov', es: '' }, url: 'https://www.usa.gov/' }],
        },
      ],
    };
    serve(() => editorWith(null), {
      [`PUT ${TOOL_URL}/draft`]: () => jsonResponse(200, editorWith(drafted)),
    });
    const user = userEvent.setup();
    const { container } = renderPage(<StaffCourtLinksPage />, { route: '/staff/court-links' });
    await screen.findByRole('group', { name: 'Group 2' }, FORM_APPEARS);

    await user.click(screen.getByRole('button', { name: 'Add a link to group 2' }));
    const parks = link(2, 6);
    const parksName = within(parks).getByRole('textbox', { name: 'Name in English' });
    expect(parksName).toHaveFocus();
    await user.type(parksName, 'Stark Parks');
    // Until its address is a secure one, the preview shows the name without linking it.
    expect(within(previewIn('In English')).getByText('Stark Parks')).toBeVisible();
    expect(
      within(previewIn('In English')).queryByRole('link', { name: /^Stark Parks/ }),
    ).toBeNull();
    await pasteInto(
      user,
      within(parks).getByRole('textbox', { name: 'Web address' }),
      'https://www.starkparks.com/',
    );
    expect(
      within(previewIn('In English')).getByRole('link', { name: /^Stark Parks/ }),
    ).toHaveAttribute('href', 'https://www.starkparks.com/');

    await user.click(screen.getByRole('button', { name: 'Add a group' }));
    const federal = group(5);
    const heading = within(federal).getByRole('textbox', { name: 'Heading in English' });
    expect(heading).toHaveFocus();
    await user.type(heading, 'Federal Government');
    await user.type(
      within(federal).getByRole('textbox', { name: /^Heading in Spanish/ }),
      'Gobierno federal',
    );
    const usa = link(5, 1);
    await user.type(within(usa).getByRole('textbox', { name: 'Name in English' }), 'USA.gov');
    await pasteInto(
      user,
      within(usa).getByRole('textbox', { name: 'Web address' }),
      'https://www.usa.gov/',
    );

    expect(await saveDraft(user)).toEqual(drafted);
    expect(
      screen.getByText('Group 2, link 6: (none) → Stark Parks (https://www.starkparks.com/)'),
    ).toBeVisible();
    expect(
      screen.getByText('Group 5, heading: (none) → Federal Government / Gobierno federal'),
    ).toBeVisible();
    expect(
      screen.getByText('Group 5, link 1: (none) → USA.gov (https://www.usa.gov/)'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('moves links and groups keeping focus on the button, and removes them, focusing the list', async () => {
    const localInterest: RelatedLinkGroup = {
      ...LOCAL_INTEREST,
      links: LOCAL_INTEREST.links.filter((_, index) => index !== 2),
    };
    const [supreme, appeals, ...otherCourts] = LOCAL_COURTS.links;
    if (!supreme || !appeals) throw new Error('The local courts have links.');
    const arranged: CourtLinks = {
      groups: [
        localInterest,
        { ...LOCAL_COURTS, links: [appeals, supreme, ...otherCourts] },
        STATE_FIRST,
      ],
    };
    serve(() => editorWith(null), {
      [`PUT ${TOOL_URL}/draft`]: () => jsonResponse(200, editorWith(arranged)),
    });
    const user = userEvent.setup();
    renderPage(<StaffCourtLinksPage />, { route: '/staff/court-links' });
    await screen.findByRole('group', { name: 'Group 1' }, FORM_APPEARS);

    await user.click(screen.getByRole('button', { name: 'Move link 2 of group 1 up' }));
    const moved = screen.getByRole('button', { name: 'Move link 1 of group 1 up' });
    expect(moved).toHaveFocus();
    expect(moved).toHaveAttribute('aria-disabled', 'true');
    expect(linkNames(1).slice(0, 2)).toEqual([
      'Fifth District Court of Appeals',
      'Supreme Court of Ohio',
    ]);
    // At the top already: pressing again changes nothing and keeps focus where it is.
    await user.keyboard('{Enter}');
    expect(moved).toHaveFocus();
    expect(linkNames(1)[0]).toBe('Fifth District Court of Appeals');

    await user.click(screen.getByRole('button', { name: 'Move group 1 down' }));
    expect(screen.getByRole('button', { name: 'Move group 2 down' })).toHaveFocus();
    expect(within(group(1)).getByRole('textbox', { name: 'Heading in English' })).toHaveValue(
      'Local Interest',
    );
    expect(linkNames(2)[0]).toBe('Fifth District Court of Appeals');

    await user.click(screen.getByRole('button', { name: 'Remove link 3 of group 1' }));
    expect(screen.getByRole('heading', { name: 'Links of group 1' })).toHaveFocus();
    expect(linkNames(1)).toEqual(localInterest.links.map((entry) => entry.name.en));

    await user.click(screen.getByRole('button', { name: 'Remove group 3' }));
    expect(screen.getByRole('heading', { name: 'Groups of links' })).toHaveFocus();
    expect(screen.queryByRole('group', { name: 'Group 4' })).toBeNull();
    expect(within(group(3)).getByRole('textbox', { name: 'Heading in English' })).toHaveValue(
      'State Government',
    );

    expect(await saveDraft(user)).toEqual(arranged);
  });

  it("shows the API's refusal by each field and in a summary naming the group and link", async () => {
    const oneLink: CourtLinks = {
      groups: [LOCAL_COURTS, LOCAL_INTEREST, { ...COMMUNITY, links: COMMUNITY.links.slice(0, 1) }],
    };
    serve(() => editorWith(oneLink), {
      [`PUT ${TOOL_URL}/draft`]: () =>
        jsonResponse(400, {
          error: 'Check the answers.',
          errors: {
            'groups[0].links[2].url': 'courtLinks.url',
            'groups[1].heading.en': 'courtLinks.heading.required',
            'groups[2].links': 'courtLinks.links.none',
          },
        }),
    });
    const user = userEvent.setup();
    renderPage(<StaffCourtLinksPage />, { route: '/staff/court-links' });
    await screen.findByRole('group', { name: 'Group 1' }, FORM_APPEARS);
    const url = within(link(1, 3)).getByRole('textbox', { name: 'Web address' });
    await user.clear(url);
    await pasteInto(user, url, 'http://www.starkcountyohio.gov/');
    const heading = within(group(2)).getByRole('textbox', { name: 'Heading in English' });
    await user.clear(heading);
    await user.click(screen.getByRole('button', { name: 'Remove link 1 of group 3' }));
    expect(within(group(3)).getByText('No links.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    const lines = within(summary).getAllByRole('link');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Group 1, link 3: Enter a web address that starts with https://.',
      "Group 2: Enter the group's heading in English.",
      'Group 3: Give each group at least one link, or remove the group.',
    ]);
    const linksOfGroup3 = screen.getByRole('heading', { name: 'Links of group 3' });
    expect(lines.map((line) => line.getAttribute('href'))).toEqual([
      `#${url.id}`,
      `#${heading.id}`,
      `#${linksOfGroup3.id}`,
    ]);
    expect(url).toHaveValue('http://www.starkcountyohio.gov/');
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url).toHaveAccessibleDescription(/Enter a web address that starts with https:\/\/\./);
    expect(heading).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(group(3)).getByText('Give each group at least one link, or remove the group.'),
    ).toBeVisible();
    await waitFor(() =>
      expect(document.title).toBe('Error: Related links | Canton Municipal Court'),
    );
    await user.click(lines[2] as HTMLElement);
    expect(linksOfGroup3).toHaveFocus();

    // A link added to the empty group answers its message: it leaves the group and the summary.
    await user.click(screen.getByRole('button', { name: 'Add a link to group 3' }));
    expect(
      within(group(3)).queryByText('Give each group at least one link, or remove the group.'),
    ).toBeNull();
    expect(within(summary).getAllByRole('link')).toHaveLength(2);
  });

  it('lists headings without Spanish before publishing, then publishes the draft', async () => {
    const drafted: CourtLinks = {
      groups: [
        LOCAL_COURTS,
        { ...LOCAL_INTEREST, heading: { en: 'Local Interest', es: '' } },
        COMMUNITY,
        STATE_FIRST,
      ],
    };
    serve(() => editorWith(drafted), {
      [`POST ${TOOL_URL}/publish`]: () => jsonResponse(200, editorWith(null)),
    });
    const user = userEvent.setup();
    renderPage(<StaffCourtLinksPage />, { route: '/staff/court-links' });
    const missing = await screen.findByRole('region', { name: 'Spanish missing' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Group 2 (Local Interest): heading']);
    expect(
      screen.getByText('Group 2, heading: Local Interest / De interés local → Local Interest'),
    ).toBeVisible();
    expect(
      within(previewIn('En español')).getByRole('heading', { name: 'Local Interest' }).firstChild,
    ).toHaveAttribute('lang', 'en');

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText(
        'Published: the Related Links page shows the new links within a minute.',
      ),
    ).toHaveFocus();
    expect(sent('POST', `${TOOL_URL}/publish`)).toEqual({ publishDate: '', publishTime: '' });
    expect(screen.queryByRole('region', { name: 'Spanish missing' })).toBeNull();
    const versions = screen.getByRole('table', { name: /Every version published/ });
    const [, row] = within(versions).getAllByRole('row');
    expect(row).toHaveTextContent(
      'Group 4, link 1: State of Ohio (https://ohio.gov/) → State of Ohio / Estado de Ohio (https://ohio.gov/)',
    );
  });

  it('speaks Spanish under /es/', async () => {
    serve(() => editorWith(null));
    renderPage(<StaffCourtLinksPage />, { route: '/es/staff/court-links' });
    expect(screen.getByRole('heading', { level: 1, name: 'Enlaces relacionados' })).toBeVisible();
    const first = await screen.findByRole('group', { name: 'Grupo 1' }, FORM_APPEARS);
    expect(within(first).getByRole('group', { name: 'Grupo 1, enlace 2' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Quitar el enlace 2 del grupo 1' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Agregar un enlace al grupo 1' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Agregar un grupo' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Guardar borrador' })).toBeVisible();
  });
});
