import { COURT_DATE_REMINDERS_STOP_PAGE, type Language } from '@court/contract';
import { stopPageAddress } from '../platform/stop-links/stop-links';

/** The stop page's path for a token, in the person's language: where stop links lead. */
export function reminderStopPagePath(language: Language, token: string): string {
  return stopPageAddress(COURT_DATE_REMINDERS_STOP_PAGE, language, token);
}
