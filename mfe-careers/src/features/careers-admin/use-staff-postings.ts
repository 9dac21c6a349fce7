import { useCallback, useEffect, useState } from 'react';
import { isStaffCareerPosting, type StaffCareerPosting } from '@court/contract';
import { apiRequest } from '@court/kit';
import { useStaffStore } from '@court/kit/staff';
import { newestFirst } from '../../shared/newest-first';

/** The staff endpoint of the postings; a posting's own address adds its id. */
export const POSTINGS_PATH = 'staff/careers';

export type PostingsLoad =
  | { status: 'loading' }
  | { status: 'loaded'; postings: StaffCareerPosting[] }
  | { status: 'forbidden' }
  /** The court's database cannot be reached (503): the session stands, asking again may load. */
  | { status: 'unavailable' }
  | { status: 'failed' };

function isPostingList(data: unknown): data is StaffCareerPosting[] {
  return Array.isArray(data) && data.every(isStaffCareerPosting);
}

export interface StaffPostings {
  load: PostingsLoad;
  /** Asks the API again. */
  reload: () => void;
  /** Puts a new or changed posting into the list, which stays newest first. */
  save: (posting: StaffCareerPosting) => void;
}

/** GET staff/careers; a 401 means the session ended, so the gate asks for a sign-in again. */
export function useStaffPostings(): StaffPostings {
  const clearStaffUser = useStaffStore((state) => state.clearStaffUser);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ attempt: number; load: PostingsLoad }>();

  useEffect(() => {
    let current = true;
    void apiRequest<unknown>('GET', POSTINGS_PATH).then((result) => {
      if (!current) return;
      if (!result.ok && result.status === 401) {
        clearStaffUser();
        return;
      }
      let load: PostingsLoad;
      if (result.ok && isPostingList(result.data)) {
        load = { status: 'loaded', postings: [...result.data].sort(newestFirst) };
      } else if (!result.ok && result.status === 403) load = { status: 'forbidden' };
      else if (!result.ok && result.status === 503) load = { status: 'unavailable' };
      else load = { status: 'failed' };
      setAnswer({ attempt, load });
    });
    return () => {
      current = false;
    };
  }, [attempt, clearStaffUser]);

  const save = useCallback((posting: StaffCareerPosting) => {
    setAnswer((previous) => {
      if (previous?.load.status !== 'loaded') return previous;
      const others = previous.load.postings.filter((item) => item.id !== posting.id);
      const postings = [...others, posting].sort(newestFirst);
      return { ...previous, load: { status: 'loaded', postings } };
    });
  }, []);

  return {
    load: answer?.attempt === attempt ? answer.load : { status: 'loading' },
    reload: () => setAttempt((previous) => previous + 1),
    save,
  };
}
