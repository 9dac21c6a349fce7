import { use, useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResponseName, ApiResponses, FieldErrors } from '@court/contract';
import { useStaffStore } from '../store/staff-store';
import { checkedApiRequest } from './api-response-check';
import { PageDataContext } from './page-data';

/** Why the API refused a request: its own words and, for a 400, its messages by field. */
export type ApiRefusal =
  | { reason: 'invalid'; error: string; errors: FieldErrors }
  | { reason: 'forbidden' | 'notFound'; error: string };

/** Where a GET stands. */
export type ApiLoad<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  /** A 400, 403 or 404: asking again unchanged will not help. */
  | ({ status: 'refused' } & ApiRefusal)
  /**
   * No usable answer. `unavailable`: the court's database cannot be reached (503), so the
   * sign-in stands and asking again may load. `retryable`: asking again may help at all.
   */
  | { status: 'failed'; unavailable: boolean; retryable: boolean }
  /** A 401: the staff session ended, and the staff gate asks for a sign-in again. */
  | { status: 'signedOut' };

export interface ApiGet<T> {
  load: ApiLoad<T>;
  /** Asks again. What was ready stays on screen until the new answer, rather than flashing away. */
  reload: () => void;
  /** Changes the data on screen, e.g. with the item a write answered with. */
  update: (change: (data: T) => T) => void;
  /** The last data read for this path, kept through reloads that failed. */
  latest: T | undefined;
}

export interface ApiGetOptions {
  /** Asks again whenever this changes (e.g. the page's path), keeping what was shown meanwhile. */
  refreshOn?: string | number;
}

/** A 403 the page answers with its own "not allowed" content. */
export function isForbidden<T>(load: ApiLoad<T>): boolean {
  return load.status === 'refused' && load.reason === 'forbidden';
}

/** A 503 while the court's database cannot be reached. */
export function isUnavailable<T>(load: ApiLoad<T>): boolean {
  return load.status === 'failed' && load.unavailable;
}

async function readApi<K extends ApiResponseName>(
  path: string,
  name: K,
): Promise<ApiLoad<ApiResponses[K]>> {
  const result = await checkedApiRequest('GET', path, name);
  if (result.ok) return { status: 'ready', data: result.data };
  switch (result.status) {
    case 401:
      return { status: 'signedOut' };
    case 400:
      return { status: 'refused', reason: 'invalid', error: result.error, errors: result.errors };
    case 403:
      return { status: 'refused', reason: 'forbidden', error: result.error };
    case 404:
      return { status: 'refused', reason: 'notFound', error: result.error };
    default:
      return { status: 'failed', unavailable: result.status === 503, retryable: result.retryable };
  }
}

interface Answer<T> {
  path: string;
  attempt: number;
  refreshOn: string | number | undefined;
  load: ApiLoad<T>;
}

/**
 * Reads one API resource, the `name` response of the contract, or nothing while `path` is null.
 * Every GET of the front ends goes through here, so each status means the same everywhere: a 401
 * clears who is signed in (the staff gate then asks for a sign-in), a 403 is a refusal the page
 * shows in its own words, an answer of the wrong shape is a failure. An answer the server
 * rendered the page with is used at once, once; a later visit asks the API again.
 */
export function useApiGet<K extends ApiResponseName>(
  path: string | null,
  name: K,
  { refreshOn }: ApiGetOptions = {},
): ApiGet<ApiResponses[K]> {
  type T = ApiResponses[K];
  const pageData = use(PageDataContext);
  if (path !== null) pageData?.requested.add(path);
  const clearStaffUser = useStaffStore((state) => state.clearStaffUser);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer<T> | undefined>(() => {
    if (path === null || !pageData?.responses.has(path)) return undefined;
    // The server rendered this HTML from these very values, so they are the page's own.
    const data = pageData.responses.get(path) as T;
    return { path, attempt: 0, refreshOn, load: { status: 'ready', data } };
  });
  const [latest, setLatest] = useState(() =>
    answer?.load.status === 'ready' ? { path: answer.path, data: answer.load.data } : undefined,
  );
  const answeredByPage = useRef(answer !== undefined);

  useEffect(() => {
    if (path === null) return undefined;
    if (answeredByPage.current) {
      answeredByPage.current = false;
      pageData?.responses.delete(path);
      return undefined;
    }
    let current = true;
    void readApi(path, name).then((load) => {
      if (!current) return;
      if (load.status === 'signedOut') clearStaffUser();
      if (load.status === 'ready') setLatest({ path, data: load.data });
      setAnswer({ path, attempt, refreshOn, load });
    });
    // An answer that arrives after the page is gone, or for an older request, is dropped.
    return () => {
      current = false;
    };
  }, [path, name, attempt, refreshOn, pageData, clearStaffUser]);

  const reload = useCallback(() => setAttempt((previous) => previous + 1), []);
  const update = useCallback((change: (data: T) => T) => {
    setAnswer((previous) =>
      previous?.load.status === 'ready'
        ? { ...previous, load: { status: 'ready', data: change(previous.load.data) } }
        : previous,
    );
  }, []);

  const samePath = answer !== undefined && answer.path === path;
  const isCurrent = samePath && answer.attempt === attempt && answer.refreshOn === refreshOn;
  const isStale = samePath && answer.load.status === 'ready';
  const load: ApiLoad<T> = answer && (isCurrent || isStale) ? answer.load : { status: 'loading' };
  return { load, reload, update, latest: latest?.path === path ? latest.data : undefined };
}
