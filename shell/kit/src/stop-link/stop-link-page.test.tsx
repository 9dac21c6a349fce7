import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STOP_LINK_PAGE_DATA, type JurorStopStatus } from '@court/contract';
import { createPageData, PageDataContext, type PageData } from '@court/kit';
import { jsonResponse, renderPage, renderPageOnServer, standInForFetch } from '@court/kit/testing';
import { StopLinkPage } from './stop-link-page';

const TOKEN = 'e1.abc';
const ADDRESS = `juror/unsubscribe?token=${TOKEN}`;
const ROUTE = `/juror-unsubscribe?token=${TOKEN}`;

const fetchMock = standInForFetch();

function Page({ pageData }: { pageData: PageData }) {
  return (
    <PageDataContext value={pageData}>
      <StopLinkPage
        endpoint="juror/unsubscribe"
        response="jurorStopStatus"
        className="stop-page"
        words={{
          title: 'Stop notices',
          loading: 'Checking your link…',
          invalid: 'This link is not valid.',
          failed: 'We could not reach the court.',
          retry: 'Try again',
          confirm: 'Stop my notices',
        }}
        question={(status: JurorStopStatus) => <p>Stop the notices of {status.serveDate}?</p>}
        outcome={(_status, already) => (already ? 'Already stopped.' : 'Stopped.')}
      >
        <p>Your jury service stays as it is.</p>
      </StopLinkPage>
    </PageDataContext>
  );
}

const sending: JurorStopStatus = {
  state: 'sending',
  language: 'en',
  serveDate: '2026-03-03',
};

describe('the page a stop link leads to, as the server sends it', () => {
  it('asks, with a form that stops the notices without the script', () => {
    const pageData = createPageData({ [ADDRESS]: sending });
    const { container } = renderPageOnServer(<Page pageData={pageData} />, { route: ROUTE });
    const page = within(container);
    expect(page.getByText('Stop the notices of 2026-03-03?')).toBeVisible();
    const button = page.getByRole('button', { name: 'Stop my notices' });
    const form = button.closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', `/api/muni/${ADDRESS}`);
    expect(page.queryByText('Checking your link…')).toBeNull();
    container.remove();
  });

  it('says they are stopped when its form, sent without the script, has just stopped them', () => {
    const pageData = createPageData({
      [ADDRESS]: { ...sending, state: 'stopped' },
      [STOP_LINK_PAGE_DATA]: 'stoppedNow',
    });
    const { container } = renderPageOnServer(<Page pageData={pageData} />, {
      route: `${ROUTE}&stopped=1`,
    });
    expect(within(container).getByRole('status')).toHaveTextContent('Stopped.');
    expect(within(container).queryByRole('button')).toBeNull();
    container.remove();
  });

  it('says a link is not valid, and a court it could not reach, with a link to ask again', () => {
    const invalid = renderPageOnServer(
      <Page pageData={createPageData({ [STOP_LINK_PAGE_DATA]: 'invalid' })} />,
      { route: ROUTE },
    );
    expect(within(invalid.container).getByRole('alert')).toHaveTextContent(
      'This link is not valid.',
    );
    invalid.container.remove();

    const away = renderPageOnServer(
      <Page pageData={createPageData({ [STOP_LINK_PAGE_DATA]: 'unreachable' })} />,
      { route: ROUTE },
    );
    const alert = within(away.container).getByRole('alert');
    expect(alert).toHaveTextContent('We could not reach the court.');
    expect(within(alert).getByRole('link', { name: 'Try again' })).toHaveAttribute('href', ROUTE);
    away.container.remove();
  });

  it('once its script runs, stops them in place', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ...sending, state: 'stopped' }));
    renderPage(<Page pageData={createPageData({ [ADDRESS]: sending })} />, { route: ROUTE });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Stop my notices' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Stopped.');
    expect(screen.getByRole('status')).toHaveFocus();
    const posts = (fetchMock.mock.calls as [string, RequestInit][]).filter(
      ([, init]) => init.method === 'POST',
    );
    expect(posts.map(([url]) => url)).toEqual([`/api/muni/${ADDRESS}`]);
  });
});
