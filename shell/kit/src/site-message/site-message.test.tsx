import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations, jsonResponse, renderPage, standInForFetch } from '../testing';
import { SiteMessage, type SiteMessageTexts } from './site-message';

const TEXTS: SiteMessageTexts = {
  loading: 'Loading the message…',
  failed: 'The message could not be loaded.',
  call: 'Call the office:',
  retry: 'Try again',
  updated: 'Last updated',
};

const fetchMock = standInForFetch();

function renderMessage(texts: SiteMessageTexts = TEXTS, route = '/') {
  return renderPage(
    <main>
      <h1>Page</h1>
      <SiteMessage
        path="juror/message"
        heading="Message for jurors"
        texts={texts}
        phone="330-555-0101"
      />
    </main>,
    { route },
  );
}

describe('SiteMessage', () => {
  it('says it is loading, then shows the message under its heading with its date', async () => {
    fetchMock.mockResolvedValue(
      // 01:30 UTC on May 30 is still May 29 at the court.
      jsonResponse(200, {
        message: 'No jurors Monday.\nCall Friday.',
        updatedAt: '2026-05-30T01:30:00.000Z',
      }),
    );
    const { container } = renderMessage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the message…');
    const message = await screen.findByText(/No jurors Monday/);
    expect(message).toHaveClass('court-site-message__text');
    expect(message.textContent).toBe('No jurors Monday.\nCall Friday.');
    expect(screen.getByRole('heading', { level: 2, name: 'Message for jurors' })).toBeVisible();
    expect(screen.getByText('Last updated', { exact: false })).toHaveTextContent(
      'Last updated May 29, 2026',
    );
    expect(container.querySelector('time')).toHaveAttribute('datetime', '2026-05-30T01:30:00.000Z');
    expect(screen.queryByRole('status')).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/api/muni/juror/message', expect.anything());
    await expectNoAxeViolations(container);
  });

  it('writes the date in Spanish on Spanish pages', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        message: 'Sin jurados el lunes.',
        updatedAt: '2026-05-29T15:00:00.000Z',
      }),
    );
    renderMessage({ ...TEXTS, updated: 'Última actualización:' }, '/es/jury-service');
    expect(await screen.findByText('Última actualización:', { exact: false })).toHaveTextContent(
      'Última actualización: 29 de mayo de 2026',
    );
  });

  it('leaves the date out when the page asks for none, or it is missing or unreadable', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { message: 'First.', updatedAt: '2026-05-29T15:00:00.000Z' }),
    );
    const { unmount } = renderMessage({ ...TEXTS, updated: undefined });
    await screen.findByText('First.');
    expect(screen.queryByText(/Last updated/)).toBeNull();
    unmount();

    fetchMock.mockResolvedValueOnce(jsonResponse(200, { message: 'Second.', updatedAt: 'soon' }));
    renderMessage();
    await screen.findByText('Second.');
    expect(screen.queryByText(/Last updated/)).toBeNull();
  });

  it('shows nothing when staff have written no message', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { message: '  ', updatedAt: null }));
    const { container } = renderMessage();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(container.querySelector('.usa-alert')).toBeNull();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('says the message failed, gives the phone and asks again on request', async () => {
    const user = userEvent.setup();
    fetchMock
      .mockResolvedValueOnce(jsonResponse(503, { error: 'Unavailable' }))
      .mockResolvedValueOnce(jsonResponse(200, { message: 'Back again.', updatedAt: null }));
    const { container } = renderMessage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The message could not be loaded.');
    expect(alert).toHaveTextContent('Call the office: 330-555-0101');
    expect(screen.getByRole('link', { name: 'Call 330-555-0101' })).toHaveAttribute(
      'href',
      'tel:+13305550101',
    );
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back again.')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers no retry for an answer of the wrong shape, which asking again will not fix', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { text: 'not the contract' }));
    renderMessage();
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
