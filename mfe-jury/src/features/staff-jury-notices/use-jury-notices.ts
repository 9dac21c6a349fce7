import { useCallback, useEffect, useState } from 'react';
import {
  isJurorNoticeDetail,
  isJurorNoticeList,
  type JurorNoticeDetail,
  type JurorNoticeList,
} from '@court/contract';
import { apiRequest } from '@court/kit';
import { useStaffStore } from '@court/kit/staff';

/** The staff endpoint of the notices; a notice's own address adds its id. */
export const NOTICES_PATH = 'staff/jury/notices';

export type Load<T> =
  | { status: 'loading' }
  | { status: 'loaded'; data: T }
  | { status: 'forbidden' }
  | { status: 'failed' };

/**
 * GETs a staff resource and follows it: `reload` asks again. A 401 means the session ended, so
 * the staff gate asks for a sign-in again.
 */
function useStaffGet<T>(
  path: string,
  isValid: (data: unknown) => data is T,
): { load: Load<T>; reload: () => void } {
  const clearStaffUser = useStaffStore((state) => state.clearStaffUser);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ attempt: number; path: string; load: Load<T> }>();

  useEffect(() => {
    let current = true;
    void apiRequest<unknown>('GET', path).then((result) => {
      if (!current) return;
      if (!result.ok && result.status === 401) {
        clearStaffUser();
        return;
      }
      let load: Load<T>;
      if (result.ok && isValid(result.data)) load = { status: 'loaded', data: result.data };
      else if (!result.ok && result.status === 403) load = { status: 'forbidden' };
      else load = { status: 'failed' };
      setAnswer({ attempt, path, load });
    });
    // An answer that arrives after the panel is gone, or for an older request, is dropped.
    return () => {
      current = false;
    };
  }, [attempt, path, isValid, clearStaffUser]);

  const reload = useCallback(() => setAttempt((previous) => previous + 1), []);
  const isCurrent = answer?.attempt === attempt && answer.path === path;
  // While a reload is on its way, what was loaded stays on screen rather than flashing away.
  const isStale = answer?.path === path && answer.load.status === 'loaded';
  const load: Load<T> = answer && (isCurrent || isStale) ? answer.load : { status: 'loading' };
  return { load, reload };
}

/** GET staff/jury/notices: the latest notices with their counts. */
export function useJuryNotices() {
  return useStaffGet<JurorNoticeList>(NOTICES_PATH, isJurorNoticeList);
}

/** GET staff/jury/notices/:id: one notice with each recipient's state. */
export function useJuryNotice(id: number) {
  return useStaffGet<JurorNoticeDetail>(`${NOTICES_PATH}/${id}`, isJurorNoticeDetail);
}
