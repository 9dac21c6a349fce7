import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  COURT_INFO,
  SEARCH_QUERY_MAX_LENGTH,
  type DocumentSearchResult,
  type PageSearchResult,
  type SearchResponse,
} from '@court/contract';
import { createPageData, PAGE_HEADING_ID, PageDataContext, useNavigate } from '@court/kit';
import {
  expectNoAxeViolations,
  jsonResponse,
  LocationProbe,
  renderPage,
  standInForFetch,
} from '@court/kit/testing';
import { SiteRoutes } from '../../app/site-routes';
import { SearchPage } from './search-page';

const PAY_ANSWER: PageSearchResult = {
  kind: 'page',
  path: '/jury-faq#juror-pay',
  title: 'Jury FAQ',
  section: 'Am I paid for jury service?',
  excerpt: [
    { text: 'Yes. Jurors receive $20 for each day of service, ', match: false },
    { text: 'paid', match: true },
    { text: ' on the day you serve.', match: false },
  ],
};
const EVICTION_FORM: DocumentSearchResult = {
  kind: 'document',
  url: '/documents/eviction-complaint.pdf',
  title: 'Complaint in Forcible Entry and Detainer (Eviction)',
  section: 'Other Forms',
  excerpt: [
    { text: 'Complaint in Forcible Entry and Detainer (', match: false },
    { text: 'Eviction', match: true },
    { text: ')', match: false },
  ],
  matchedInText: false,
};
/** A document found by words of its PDF's text, not of its title. */
const OBJECTION_FORM: DocumentSearchResult = {
  kind: 'document',
  url: '/documents/eviction-objection-to-magistrates-decision.pdf',
  title: "Objection to Magistrate's Decision (Eviction)",
  section: 'Other Forms',
  excerpt: [
    { text: '… a party may file written objections within ', match: false },
    { text: 'fourteen days', match: true },
    { text: ' of the filing of the decision.', match: false },
  ],
  matchedInText: true,
};
const INTERPRETER: PageSearchResult = {
  kind: 'page',
  path: '/interpreter',
  title: 'Do You Need An Interpreter?',
  section: null,
  excerpt: [{ text: 'The court will provide an interpreter.', match: false }],
};

const fetchMock = standInForFetch();

function answer(body: Partial<SearchResponse>) {
  fetchMock.mockResolvedValue(
    jsonResponse(200, {
      query: 'eviction',
      truncated: false,
      language: 'en',
      results: [],
      ...body,
    }),
  );
}

/** Query parameters of the n-th request sent, and its path. */
function sent(call = 0): { path: string; params: Record<string, string> } {
  const url = new URL(fetchMock.mock.calls[call]?.[0] ?? '', 'http://court.test');
  return { path: url.pathname, params: Object.fromEntries(url.searchParams) };
}

/** Shows the address and offers the back button, as the browser does. */
function BrowserProbe() {
  const navigate = useNavigate();
  return (
    <>
      <LocationProbe />
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

function renderSearch(route: string) {
  return renderPage(
    <>
      <SearchPage />
      <BrowserProbe />
    </>,
    { route },
  );
}

function status() {
  return screen.getByRole('status');
}

describe('/search', () => {
  it('lists the results with their matches marked, pages and documents linked their own way', async () => {
    answer({ results: [EVICTION_FORM, PAY_ANSWER] });
    const { container } = renderSearch('/search?q=eviction');
    expect(screen.getByRole('heading', { level: 1, name: 'Search results' })).toHaveAttribute(
      'id',
      PAGE_HEADING_ID,
    );
    expect(status()).toHaveTextContent('Searching…');
    await waitFor(() => expect(status()).toHaveTextContent('2 results for “eviction”'));
    expect(sent()).toEqual({
      path: '/api/muni/search',
      params: { q: 'eviction', lang: 'en' },
    });

    const items = within(screen.getByRole('list', { name: 'Results' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [documentItem, pageItem] = items as [HTMLElement, HTMLElement];

    // A PDF opens in a new tab and says so, as on the Forms page.
    const pdf = within(documentItem).getByRole('link', {
      name: /^Complaint in Forcible Entry and Detainer \(Eviction\) \(PDF\)/,
    });
    expect(pdf).toHaveAttribute('href', '/documents/eviction-complaint.pdf');
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(pdf).toHaveAccessibleName(/\(opens in a new tab\)$/);
    expect(within(documentItem).getByText('Other Forms')).toBeVisible();

    // A page opens at the part that matched, in the app.
    const faq = within(pageItem).getByRole('link', { name: 'Jury FAQ' });
    expect(faq).toHaveAttribute('href', '/jury-faq#juror-pay');
    expect(faq).not.toHaveAttribute('target');
    expect(within(pageItem).getByText('Am I paid for jury service?')).toBeVisible();
    expect(pageItem).toHaveTextContent(
      'Yes. Jurors receive $20 for each day of service, paid on the day you serve.',
    );
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'Eviction',
      'paid',
    ]);
    expect(screen.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('eviction');
    await expectNoAxeViolations(container);
  });

  it('says when a document was found by words inside it, with the words of its text', async () => {
    answer({ query: 'fourteen days', results: [OBJECTION_FORM, EVICTION_FORM] });
    const { container } = renderSearch('/search?q=fourteen%20days');
    await waitFor(() => expect(status()).toHaveTextContent('2 results for “fourteen days”'));
    const [inside, byTitle] = within(screen.getByRole('list', { name: 'Results' })).getAllByRole(
      'listitem',
    ) as [HTMLElement, HTMLElement];
    expect(within(inside).getByText('Found inside the document')).toBeVisible();
    expect(inside).toHaveTextContent(
      'Found inside the document… a party may file written objections within fourteen days of',
    );
    expect([...inside.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'fourteen days',
    ]);
    expect(within(byTitle).queryByText('Found inside the document')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('says "found inside the document" in Spanish', async () => {
    answer({
      query: 'catorce días',
      language: 'es',
      results: [{ ...OBJECTION_FORM, title: 'Objeción a la decisión del magistrado (desalojo)' }],
    });
    renderSearch('/es/search?q=catorce%20d%C3%ADas');
    await waitFor(() => expect(status()).toHaveTextContent('1 resultado para «catorce días»'));
    expect(
      within(screen.getByRole('listitem')).getByText('Encontrado dentro del documento'),
    ).toBeVisible();
  });

  it('says one result in the singular, and leaves out a section it does not have', async () => {
    answer({ query: 'intepreter', results: [INTERPRETER] });
    renderSearch('/search?q=intepreter');
    await waitFor(() => expect(status()).toHaveTextContent('1 result for “intepreter”'));
    const item = screen.getByRole('listitem');
    expect(within(item).getByRole('link', { name: 'Do You Need An Interpreter?' })).toHaveAttribute(
      'href',
      '/interpreter',
    );
    expect(item.querySelectorAll('p')).toHaveLength(1);
  });

  it('says when nothing matched and offers tips, the Forms page and the court phone', async () => {
    answer({ query: 'xyzzy', results: [] });
    const { container } = renderSearch('/search?q=xyzzy');
    await waitFor(() => expect(status()).toHaveTextContent('No results for “xyzzy”'));
    expect(screen.queryByRole('list', { name: 'Results' })).not.toBeInTheDocument();
    const tips = screen.getByRole('region', { name: 'Search tips' });
    expect(within(tips).getByText('Check the spelling of your words.')).toBeVisible();
    expect(within(tips).getByText('Try fewer words, or more general ones.')).toBeVisible();
    expect(within(tips).getByRole('link', { name: "Browse the court's forms" })).toHaveAttribute(
      'href',
      '/forms',
    );
    expect(
      within(tips).getByRole('link', { name: `Call ${COURT_INFO.phone}` }),
    ).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('asks for a word when the query is empty, without asking the API', async () => {
    const { container } = renderSearch('/search?q=%20%20');
    expect(status()).toHaveTextContent('Enter a word to search for.');
    expect(screen.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('');
    expect(fetchMock).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('says when only the start of a long query was searched', async () => {
    const long = 'eviction '.repeat(30).trim();
    const searched = long.slice(0, 200);
    answer({ query: searched, truncated: true, results: [EVICTION_FORM] });
    renderSearch(`/search?q=${encodeURIComponent(long)}`);
    await waitFor(() =>
      expect(status()).toHaveTextContent(
        `1 result for “${searched}”. Only the first 200 characters of your search were used.`,
      ),
    );
    // The page keeps one character past what is searched, enough for the API to say so.
    expect(sent().params.q).toBe(long.slice(0, SEARCH_QUERY_MAX_LENGTH + 1));
  });

  it('searches and answers in Spanish under /es/', async () => {
    answer({
      query: 'jurado',
      language: 'es',
      results: [
        {
          kind: 'page',
          path: '/jury-service',
          title: 'Servicio de jurado',
          section: null,
          excerpt: [{ text: 'jurado', match: true }],
        },
        { ...EVICTION_FORM, title: 'Demanda de desalojo', section: 'Otros formularios' },
      ],
    });
    const { container } = renderSearch('/es/search?q=jurado');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Resultados de la búsqueda' }),
    ).toBeVisible();
    expect(status()).toHaveTextContent('Buscando…');
    await waitFor(() => expect(status()).toHaveTextContent('2 resultados para «jurado»'));
    expect(sent().params).toEqual({ q: 'jurado', lang: 'es' });
    expect(screen.getByRole('link', { name: 'Servicio de jurado' })).toHaveAttribute(
      'href',
      '/es/jury-service',
    );
    expect(
      screen.getByRole('link', { name: /Demanda de desalojo.*se abre en una pestaña nueva/ }),
    ).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('search', { name: 'Buscar de nuevo' })).toHaveAttribute(
      'action',
      '/es/search',
    );
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('asks for a word in Spanish', () => {
    renderSearch('/es/search');
    expect(status()).toHaveTextContent('Escriba una palabra para buscar.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says "no results" in Spanish, with the tips', async () => {
    answer({ query: 'zzz', language: 'es', results: [] });
    renderSearch('/es/search?q=zzz');
    await waitFor(() => expect(status()).toHaveTextContent('No hay resultados para «zzz»'));
    expect(screen.getByRole('region', { name: 'Consejos para buscar' })).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Consulte los formularios del tribunal' }),
    ).toHaveAttribute('href', '/es/forms');
  });

  it('searches again through the address, so the back button shows the earlier search', async () => {
    answer({ query: 'jury', results: [PAY_ANSWER] });
    renderSearch('/search?q=jury');
    await waitFor(() => expect(status()).toHaveTextContent('1 result for “jury”'));
    const liveRegion = status();

    answer({ query: 'eviction', results: [EVICTION_FORM, PAY_ANSWER] });
    const field = screen.getByRole('searchbox', { name: 'Search the site' });
    fireEvent.change(field, { target: { value: ' eviction ' } });
    fireEvent.submit(screen.getByRole('search', { name: 'Search again' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=eviction');
    // The answer for the earlier query is not shown as this one's.
    expect(status()).toHaveTextContent('Searching…');
    await waitFor(() => expect(status()).toHaveTextContent('2 results for “eviction”'));
    expect(sent(1).params.q).toBe('eviction');
    // The same live region, so screen readers announce the new count.
    expect(status()).toBe(liveRegion);

    answer({ query: 'jury', results: [PAY_ANSWER] });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=jury');
    expect(screen.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('jury');
    await waitFor(() => expect(status()).toHaveTextContent('1 result for “jury”'));
  });

  it('says when the search failed, with the phone, and tries again on request', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(503, { error: 'Unavailable' }));
    renderSearch('/search?q=eviction');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The search could not be done right now. Please try again in a few minutes.',
    );
    expect(within(alert).getByRole('link', { name: `Call ${COURT_INFO.phone}` })).toBeVisible();
    expect(status()).toHaveTextContent('');

    answer({ results: [EVICTION_FORM] });
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(status()).toHaveTextContent('1 result for “eviction”'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not offer to try again an answer that is not a search response', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { results: 'nothing' }));
    renderSearch('/search?q=eviction');
    const alert = await screen.findByRole('alert');
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  });

  it('links a document outside the library in a new tab, saying so', async () => {
    answer({ results: [{ ...EVICTION_FORM, url: '/documents/reports/2024 report.pdf' }] });
    renderSearch('/search?q=eviction');
    const link = await screen.findByRole('link', {
      name: 'Complaint in Forcible Entry and Detainer (Eviction) (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', '/documents/reports/2024 report.pdf');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('is rendered with the results the server searched, and hydrated without searching again', async () => {
    const pageData = createPageData({
      'search?q=eviction&lang=en': {
        query: 'eviction',
        truncated: false,
        language: 'en',
        results: [EVICTION_FORM, PAY_ANSWER],
      },
    });
    const painted = { status: '', heading: '', results: 0, withoutScript: 0 };
    renderPage(
      <PageDataContext value={pageData}>
        <SearchPage />
      </PageDataContext>,
      {
        route: '/search?q=eviction',
        beforeHydration: (html) => {
          const page = within(html);
          painted.status = page.getByRole('status').textContent;
          painted.heading = page.getByRole('heading', { level: 2 }).textContent;
          painted.results = within(page.getByRole('list', { name: 'Results' })).getAllByRole(
            'listitem',
          ).length;
          painted.withoutScript = html.querySelectorAll('noscript').length;
        },
      },
    );
    // Nothing of the page says it needs the script: it works without one.
    expect(painted).toEqual({
      status: '2 results for “eviction”',
      heading: 'Results',
      results: 2,
      withoutScript: 0,
    });

    // The script adopts the same page and does not ask the API again.
    expect(status()).toHaveTextContent('2 results for “eviction”');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    await act(async () => Promise.resolve());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('without results from the server, says so to a browser without scripts, and searches with one', async () => {
    answer({ results: [EVICTION_FORM] });
    const notice = document.createElement('div');
    const painted = { status: '' };
    renderPage(<SearchPage />, {
      route: '/search?q=eviction',
      beforeHydration: (html) => {
        // Its content is text to a browser running scripts, as here: read it as one without.
        notice.innerHTML = html.querySelector('noscript')?.textContent ?? '';
        painted.status = within(html).getByRole('status').textContent;
      },
    });
    expect(notice).toHaveTextContent(
      'The search could not be done right now. Please try again in a few minutes. ' +
        'Call the court for help: 330-555-0100',
    );
    expect(painted.status).toBe('');
    await waitFor(() => expect(status()).toHaveTextContent('1 result for “eviction”'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('the search route', () => {
  it('serves the results page in both languages, loaded when first visited', async () => {
    answer({ query: 'jurado', language: 'es', results: [] });
    // Awaited: the page's code loads on this first visit, and the render waits for it.
    await act(async () => {
      renderPage(<SiteRoutes routes={[]} />, { route: '/es/search?q=jurado' });
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Resultados de la búsqueda' }),
    ).toBeVisible();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sent().params).toEqual({ q: 'jurado', lang: 'es' });
  });
});
