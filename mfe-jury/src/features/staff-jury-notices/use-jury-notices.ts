import { useApiGet } from '@court/kit';

/** The staff endpoint of the notices; a notice's own address adds its id. */
export const NOTICES_PATH = 'staff/jury/notices';

/** GET staff/jury/notices: the latest notices with their counts. */
export function useJuryNotices() {
  return useApiGet(NOTICES_PATH, 'jurorNotices');
}

/** GET staff/jury/notices/:id: one notice with each recipient's state. */
export function useJuryNotice(id: number) {
  return useApiGet(`${NOTICES_PATH}/${id}`, 'jurorNotice');
}
