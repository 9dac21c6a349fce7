import { useCallback } from 'react';
import type { StaffCareerPosting } from '@court/contract';
import { useApiGet, type ApiLoad } from '@court/kit';
import { newestFirst } from '../../shared/newest-first';

/** The staff endpoint of the postings; a posting's own address adds its id. */
export const POSTINGS_PATH = 'staff/careers';

export interface StaffPostings {
  /** Every posting, newest first. */
  load: ApiLoad<StaffCareerPosting[]>;
  /** Asks the API again. */
  reload: () => void;
  /** Puts a new or changed posting into the list, which stays newest first. */
  save: (posting: StaffCareerPosting) => void;
}

/** GET staff/careers, kept newest first as postings are added and changed. */
export function useStaffPostings(): StaffPostings {
  const { load, reload, update } = useApiGet(POSTINGS_PATH, 'staffCareerPostings');
  const save = useCallback(
    (posting: StaffCareerPosting) =>
      update((postings) => [...postings.filter((item) => item.id !== posting.id), posting]),
    [update],
  );
  const sorted: ApiLoad<StaffCareerPosting[]> =
    load.status === 'ready' ? { status: 'ready', data: [...load.data].sort(newestFirst) } : load;
  return { load: sorted, reload, save };
}
