import { useCallback, useEffect, useState } from 'react';
import { apiRequest, useStaffStore } from '@court/kit';
import type { StaffFormErrors } from './staff-form';

/** Where a staff GET stands. */
export type StaffLoad<T> =
  | { status: 'loading' }
  | { status: 'loaded'; data: T }
  /** The API has nothing at that address (404). */
  | { status: 'notFound' }
  /** The API refused the request (400), e.g. filters read from the address: its messages. */
  | { status: 'invalid'; errors: StaffFormErrors }
  | { status: 'forbidden' }
  /** The court's database cannot be reached (503): the session stands, asking again may load. */
  | { status: 'unavailable' }
  | { status: 'failed' };

/**
 * GETs a staff resource, or nothing while `path` is null; `reload` asks again. A 401 means the
 * session ended: the staff store is cleared, so the gate asks for a sign-in again. While a
 * reload is on its way, what was loaded stays on screen rather than flashing away.
 */
export function useStaffGet<T>(
  path: string | null,
  isValid: (data: unknown) => data is T,
): { load: StaffLoad<T>; reload: () => void } {
  const clearStaffUser = useStaffStore((state) => state.clearStaffUser);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ attempt: number; path: string; load: StaffLoad<T> }>();

  useEffect(() => {
    if (path === null) return undefined;
    let current = true;
    void apiRequest<unknown>('GET', path).then((result) => {
      if (!current) return;
      let load: StaffLoad<T>;
      if (result.ok) {
        load = isValid(result.data)
          ? { status: 'loaded', data: result.data }
          : { status: 'failed' };
      } else if (result.status === 401) {
        clearStaffUser();
        return;
      } else if (result.status === 403) {
        load = { status: 'forbidden' };
      } else if (result.status === 404) {
        load = { status: 'notFound' };
      } else if (result.status === 400) {
        load = { status: 'invalid', errors: { errors: result.errors, error: result.error } };
      } else if (result.status === 503) {
        load = { status: 'unavailable' };
      } else {
        load = { status: 'failed' };
      }
      setAnswer({ attempt, path, load });
    });
    // An answer that arrives after the page is gone, or for an older request, is dropped.
    return () => {
      current = false;
    };
  }, [attempt, path, isValid, clearStaffUser]);

  const reload = useCallback(() => setAttempt((previous) => previous + 1), []);
  const isCurrent = answer?.attempt === attempt && answer.path === path;
  const isStale = answer?.path === path && answer.load.status === 'loaded';
  const load: StaffLoad<T> = answer && (isCurrent || isStale) ? answer.load : { status: 'loading' };
  return { load, reload };
}
