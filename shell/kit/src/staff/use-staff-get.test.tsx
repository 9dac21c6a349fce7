import { act, renderHook, waitFor } from '@testing-library/react';
import type { StaffUser } from '@court/contract';
import { databaseUnavailableResponse, jsonResponse } from '../testing';
import { useStaffStore } from '@court/kit';
import { useStaffGet } from './use-staff-get';

interface Thing {
  name: string;
}

function isThing(value: unknown): value is Thing {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<Record<keyof Thing, unknown>>).name === 'string'
  );
}

const CLERK: StaffUser = { username: 'clerk', displayName: 'Casey Clerk', roles: ['forms'] };

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  useStaffStore.setState({ staffUser: CLERK });
});

function renderGet(path: string | null = 'staff/things/1') {
  return renderHook(({ current }: { current: string | null }) => useStaffGet(current, isThing), {
    initialProps: { current: path },
  });
}

describe('useStaffGet', () => {
  it('is loading until the answer comes, then holds the data', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { name: 'Clerk' }));
    const { result } = renderGet();
    expect(result.current.load).toEqual({ status: 'loading' });
    await waitFor(() =>
      expect(result.current.load).toEqual({ status: 'loaded', data: { name: 'Clerk' } }),
    );
    expect(fetchMock).toHaveBeenCalledWith('/api/muni/staff/things/1', expect.anything());
  });

  it('says the thing is not found on a 404', async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { error: 'No such thing.' }));
    const { result } = renderGet();
    await waitFor(() => expect(result.current.load).toEqual({ status: 'notFound' }));
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
        status: 'invalid',
        errors: { error: 'Check the filters.', errors: { from: 'validation:date.invalid' } },
      }),
    );
  });

  it('says forbidden on a 403, and failed on a 500 or an answer of the wrong shape', async () => {
    fetchMock.mockResolvedValue(jsonResponse(403, { error: 'Not for you.' }));
    const forbidden = renderGet('staff/things/1');
    await waitFor(() => expect(forbidden.result.current.load).toEqual({ status: 'forbidden' }));

    fetchMock.mockResolvedValue(jsonResponse(500, { error: 'Broken.' }));
    const broken = renderGet('staff/things/2');
    await waitFor(() => expect(broken.result.current.load).toEqual({ status: 'failed' }));

    fetchMock.mockResolvedValue(jsonResponse(200, { title: 'Not a thing' }));
    const odd = renderGet('staff/things/3');
    await waitFor(() => expect(odd.result.current.load).toEqual({ status: 'failed' }));
  });

  it('says the database is unavailable on a 503, keeping the member of staff signed in', async () => {
    fetchMock.mockResolvedValue(databaseUnavailableResponse('en'));
    const { result } = renderGet();
    await waitFor(() => expect(result.current.load).toEqual({ status: 'unavailable' }));
    expect(useStaffStore.getState().staffUser).toEqual(CLERK);

    fetchMock.mockResolvedValue(jsonResponse(200, { name: 'Back' }));
    act(() => result.current.reload());
    await waitFor(() =>
      expect(result.current.load).toEqual({ status: 'loaded', data: { name: 'Back' } }),
    );
  });

  it('signs the member of staff out on a 401 and shows nothing of the answer', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { error: 'Sign in first.' }));
    const { result } = renderGet();
    await waitFor(() => expect(useStaffStore.getState().staffUser).toBeNull());
    expect(result.current.load).toEqual({ status: 'loading' });
  });

  it('asks for nothing while the path is null', async () => {
    const { result } = renderGet(null);
    await act(() => Promise.resolve());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.current.load).toEqual({ status: 'loading' });
  });

  it('keeps what was loaded on screen while a reload is on its way', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { name: 'Old' }));
    const { result } = renderGet();
    await waitFor(() => expect(result.current.load.status).toBe('loaded'));
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    act(() => result.current.reload());
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(result.current.load).toEqual({ status: 'loaded', data: { name: 'Old' } });
    await act(async () => answer(jsonResponse(200, { name: 'New' })));
    expect(result.current.load).toEqual({ status: 'loaded', data: { name: 'New' } });
  });

  it('is loading again, not showing a 404 of the old path, once the path changes', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(404, { error: 'No such thing.' }));
    const { result, rerender } = renderGet('staff/things/1');
    await waitFor(() => expect(result.current.load).toEqual({ status: 'notFound' }));
    fetchMock.mockReturnValueOnce(new Promise(() => undefined));
    rerender({ current: 'staff/things/2' });
    expect(result.current.load).toEqual({ status: 'loading' });
  });
});
