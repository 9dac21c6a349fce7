import {
  isJurorNoticeDetail,
  isJurorNoticeList,
  type JurorNoticeDetail,
  type JurorNoticeList,
} from '@court/contract';
import { useStaffGet } from '@court/kit/staff';

/** The staff endpoint of the notices; a notice's own address adds its id. */
export const NOTICES_PATH = 'staff/jury/notices';

/** GET staff/jury/notices: the latest notices with their counts. */
export function useJuryNotices() {
  return useStaffGet<JurorNoticeList>(NOTICES_PATH, isJurorNoticeList);
}

/** GET staff/jury/notices/:id: one notice with each recipient's state. */
export function useJuryNotice(id: number) {
  return useStaffGet<JurorNoticeDetail>(`${NOTICES_PATH}/${id}`, isJurorNoticeDetail);
}
