import { useEffect, useState } from 'react';
import { apiRequest } from '@court/kit';
import { useStaffStore } from '@court/kit/staff';

export type StaffLoad<T> =
  | { status: 'loading' }
  | { status: 'loaded'; data: T }
  | { status: 'forbidden' }
  | { status: 'failed' };

/**
 * GETs a staff resource for a section of the page, or nothing while `path` is null. A 401 means
 * the session ended: the staff store is cleared, so the gate asks for a sign-in again.
 */
export function useStaffGet<T>(
  path: string | null,
  isValid: (data: unknown) => data is T,
): { load: StaffLoad<T>; retry: () => void } {
  const clearStaffUser = useStaffStore((state) => state.clearStaffUser);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; load: StaffLoad<T> }>();
  const key = `${attempt} ${path ?? ''}`;

  useEffect(() => {
    if (path === null) return undefined;
    let current = true;
    void apiRequest<unknown>('GET', path).then((result) => {
      if (!current) return;
      if (!result.ok && result.status === 401) {
        clearStaffUser();
        return;
      }
      let load: StaffLoad<T>;
      if (result.ok && isValid(result.data)) load = { status: 'loaded', data: result.data };
      else if (!result.ok && result.status === 403) load = { status: 'forbidden' };
      else load = { status: 'failed' };
      setAnswer({ key: `${attempt} ${path}`, load });
    });
    // A section left, or asked for another date, before the answer came must not update.
    return () => {
      current = false;
    };
  }, [attempt, path, isValid, clearStaffUser]);

  return {
    load: answer?.key === key ? answer.load : { status: 'loading' },
    retry: () => setAttempt((previous) => previous + 1),
  };
}
