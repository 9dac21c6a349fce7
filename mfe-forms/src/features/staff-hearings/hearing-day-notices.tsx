import {
  formatCaseNumber,
  HEARING_DAY_NOTICE_FIELDS,
  HEARING_DAY_NOTICE_MAX_LENGTH,
  STAFF_HEARING_DAY_NOTICES_PATH,
  type HearingDayNoticeSummary,
} from '@court/contract';
import { DayNoticesSection, type DayNotice, type DayNoticesEndpoint } from '@court/kit/day-notices';
import { STAFF_HEARINGS_NS } from './staff-hearings-translations';

function toDayNotice({
  id,
  hearingDate,
  message,
  emergency,
  sendAt,
  status,
  counts,
}: HearingDayNoticeSummary): DayNotice {
  return { id, date: hearingDate, message, emergency, sendAt, status, counts };
}

/**
 * staff/hearings/day-notices: each notice is for a hearing date and may be an emergency; a write
 * answers the notice without its recipients.
 */
const HEARING_DAY_NOTICES: DayNoticesEndpoint<
  'hearingDayNotices',
  'hearingDayNotice',
  'hearingDayNoticeSummary'
> = {
  path: STAFF_HEARING_DAY_NOTICES_PATH,
  dateField: HEARING_DAY_NOTICE_FIELDS.hearingDate,
  maxLength: HEARING_DAY_NOTICE_MAX_LENGTH,
  offersEmergency: true,
  list: 'hearingDayNotices',
  readList: ({ notices, upcoming, textsEnabled, sampleStopLink }) => ({
    notices: notices.map(toDayNotice),
    upcoming: upcoming.map(({ hearingDate, signups }) => ({ date: hearingDate, count: signups })),
    textsEnabled,
    sampleStopLink,
  }),
  detail: 'hearingDayNotice',
  readRecipients: ({ recipients }) =>
    recipients.map(({ caseNumber, ...recipient }) => ({
      ...recipient,
      reference: formatCaseNumber(caseNumber),
    })),
  written: 'hearingDayNoticeSummary',
  readWritten: toDayNotice,
};

export interface HearingDayNoticesProps {
  /** Told whenever the notice form starts or stops showing errors (PageHeading's hasError). */
  onErrorChange: (hasError: boolean) => void;
}

/**
 * Notices to everyone signed up for court-date reminders with a hearing on a day ("the court is
 * closed today because of snow"), by e-mail and text; the page around it checks the role.
 */
export function HearingDayNotices({ onErrorChange }: HearingDayNoticesProps) {
  return (
    <DayNoticesSection
      endpoint={HEARING_DAY_NOTICES}
      words={{ namespace: STAFF_HEARINGS_NS, keyPrefix: 'dayNotices' }}
      idPrefix="hearing-day-notices"
      onErrorChange={onErrorChange}
    />
  );
}
