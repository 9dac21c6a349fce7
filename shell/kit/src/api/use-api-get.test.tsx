import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { SiteMessageResponse, StaffUser } from '@court/contract';
import { databaseUnavailableResponse, jsonResponse, standInForFetch } from '../testing';
import { useStaffStore } from '../store/staff-store';
import { PageDataContext, createPageData, type PageData } from './page-data';
import { useApiGet } from './use-api-get';

const CLERK: StaffUser = {
  username: 'clerk',
  displayName: 'Casey Clerk',
  roles: ['forms'],
  secondFactor: true,
};
const MESSAGE: SiteMessageResponse = { message: 'Report at 8:30.', updatedAt: null };

const fetchMock = standInForFetch();

beforeEach(() => {
  useStaffStore.setState({ staffUser: CLERK });
});

interface Props {
  path: string | null;
  refreshOn?: string;
}

function renderGet(path: string | null = 'staff/jury/message', pageData?: PageData) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PageDataContext value={pageData ?? null}>{children}</PageDataContext>
  );
  const initialProps: Props = { path };
  return renderHook(
    ({ path: current, refreshOn }: Props) => useApiGet(current, 'siteMessage', { refreshOn }),
    { initialProps, wrapper },
  );
}

describe('useApiGet', () => {
  it('is loading until the answer comes, then holds the data', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, MESSAGE));
    const { result } = renderGet();
    expect(result.current.load).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.load).toEqual({ status: 'ready', data: MESSAGE }));
    expect(fetchMock).toHaveBeenCalledWith('/api/muni/staff/jury/message', expect.anything());
  });

  it('refuses on a 404 and a 403, with the API own words', async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { error: 'No such thing.' }));
    const missing = renderGet('staff/things/1');
    await waitFor(() =>
      expect(missing.result.current.load).toEqual({
        status: 'refused',
        reason: 'notFound',
        error: 'No such thing.',
      }),
    );

    fetchMock.mockResolvedValue(jsonResponse(403, { error: 'Not for you.' }));
    const forbidden = renderGet('staff/things/2');
    await waitFor(() =>
      expect(forbidden.result.current.load).toEqual({
        status: 'refused',
        reason: 'forbidden',
        error: 'Not for you.',
      }),
    );
  });

  it('hands back the messages of a 400, keyed by field, for the form that sent the query', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        error: 'Check the filters.',
        errors: { from: 'validation:date.invalid' },
      }),
    );
    const { result } = renderGet('staff/things?from=yesterday');
    await waitFor(() =>
      expect(result.current.load).toEqual({
        status: 'refused',
        reason: 'invalid',
        error: 'Check the filters.',
        errors: { from: 'validation:date.invalid' },
      }),
    );
  });

  it('fails on a 500, and on an answer the contract schema refuses, which asking again will not fix', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { error: 'Broken.' }));
    const broken = renderGet('staff/things/1');
    await waitFor(() =>
      expect(broken.result.current.load).toEqual({
        status: 'failed',
        unavailable: false,
        retryable: true,
      }),
    );

    fetchMock.mockResolvedValue(jsonResponse(200, { message: 42 }));
    const odd = renderGet('staff/things/2');
    await waitFor(() =>
      expect(odd.result.current.load).toEqual({
        status: 'failed',
        unavailable: false,
        retryable: false,
      }),
    );
  });

  it('says the database is unavailable on a 503, keeping the member of staff signed in', async () => {
    fetchMock.mockResolvedValue(databaseUnavailableResponse('en'));
    const { result } = renderGet();
    await waitFor(() =>
      expect(result.current.load).toEqual({ status: 'failed', unavailable: true, retryable: true }),
    );
    expect(useStaffStore.getState().staffUser).toEqual(CLERK);

    fetchMock.mockResolvedValue(jsonResponse(200, MESSAGE));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.load).toEqual({ status: 'ready', data: MESSAGE }));
  });

  it('signs the member of staff out on a 401', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { error: 'Sign in first.' }));
    const { result } = renderGet();
    await waitFor(() => expect(result.current.load).toEqual({ status: 'signedOut' }));
    expect(useStaffStore.getState().staffUser).toBeNull();
  });

  it('asks for nothing while the path is null', async () => {
    const { result } = renderGet(null);
    await act(() => Promise.resolve());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.current.load).toEqual({ status: 'loading' });
  });

  it('keeps what was loaded on screen while a reload is on its way', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, MESSAGE));
    const { result } = renderGet();
    await waitFor(() => expect(result.current.load.status).toBe('ready'));
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    act(() => result.current.reload());
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(result.current.load).toEqual({ status: 'ready', data: MESSAGE });
    const fresh = { message: 'Report at 9:00.', updatedAt: '2026-11-26T12:00:00.000Z' };
    await act(async () => answer(jsonResponse(200, fresh)));
    await waitFor(() => expect(result.current.load).toEqual({ status: 'ready', data: fresh }));
  });

  it('keeps the latest data through a reload that failed', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, MESSAGE));
    const { result } = renderGet();
    await waitFor(() => expect(result.current.load.status).toBe('ready'));
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { error: 'Broken.' }));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.load.status).toBe('failed'));
    expect(result.current.latest).toEqual(MESSAGE);
  });

  it('is loading again, not showing a 404 of the old path, once the path changes', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(404, { error: 'No such thing.' }));
    const { result, rerender } = renderGet('staff/things/1');
    await waitFor(() => expect(result.current.load.status).toBe('refused'));
    fetchMock.mockReturnValueOnce(new Promise(() => undefined));
    rerender({ path: 'staff/things/2' });
    expect(result.current.load).toEqual({ status: 'loading' });
  });

  it('starts from the answer the page was rendered with, once, then asks on each refresh', async () => {
    const pageData = createPageData({ 'juror/message': MESSAGE });
    const { result, rerender } = renderGet('juror/message', pageData);
    expect(result.current.load).toEqual({ status: 'ready', data: MESSAGE });
    await act(() => Promise.resolve());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(pageData.responses.has('juror/message')).toBe(false);

    const fresh = { message: 'Court is closed today.', updatedAt: null };
    fetchMock.mockResolvedValueOnce(jsonResponse(200, fresh));
    rerender({ path: 'juror/message', refreshOn: '/jury-faq' });
    expect(result.current.load).toEqual({ status: 'ready', data: MESSAGE });
    await waitFor(() => expect(result.current.load).toEqual({ status: 'ready', data: fresh }));
  });

  it('changes the data on screen with update', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, MESSAGE));
    const { result } = renderGet();
    await waitFor(() => expect(result.current.load.status).toBe('ready'));
    act(() => result.current.update((data) => ({ ...data, message: 'Changed.' })));
    expect(result.current.load).toEqual({
      status: 'ready',
      data: { message: 'Changed.', updatedAt: null },
    });
  });
});
