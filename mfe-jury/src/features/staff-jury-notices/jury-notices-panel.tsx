import {
  JUROR_NOTICE_FIELDS,
  JUROR_NOTICE_MAX_LENGTH,
  type JurorNoticeSummary,
} from '@court/contract';
import { registerTranslations } from '@court/kit';
import { DayNoticesSection, type DayNotice, type DayNoticesEndpoint } from '@court/kit/day-notices';
import en from './en.json';
import es from './es.json';

const JURY_NOTICES_NS = 'staffJuryNotices';

registerTranslations(JURY_NOTICES_NS, { en, es });

function toDayNotice({
  id,
  serveDate,
  message,
  sendAt,
  status,
  counts,
}: JurorNoticeSummary): DayNotice {
  return { id, date: serveDate, message, sendAt, status, counts };
}

/** staff/jury/notices: each notice is for a service date; a write answers the whole notice. */
const JURY_NOTICES: DayNoticesEndpoint<'jurorNotices', 'jurorNotice', 'jurorNotice'> = {
  path: 'staff/jury/notices',
  dateField: JUROR_NOTICE_FIELDS.serveDate,
  maxLength: JUROR_NOTICE_MAX_LENGTH,
  offersEmergency: false,
  list: 'jurorNotices',
  readList: ({ notices, upcoming, textsEnabled, sampleStopLink }) => ({
    notices: notices.map(toDayNotice),
    upcoming: upcoming.map(({ serveDate, registrations }) => ({
      date: serveDate,
      count: registrations,
    })),
    textsEnabled,
    sampleStopLink,
  }),
  detail: 'jurorNotice',
  readRecipients: ({ recipients }) =>
    recipients.map(({ jurorNumber, ...recipient }) => ({ ...recipient, reference: jurorNumber })),
  written: 'jurorNotice',
  readWritten: toDayNotice,
};

export interface JuryNoticesPanelProps {
  /** Told whenever the notice form starts or stops showing errors (PageHeading's hasError). */
  onErrorChange?: (hasError: boolean) => void;
}

/**
 * Juror notices, for staff with the jury role (the page around it checks the role): a notice to
 * every juror registered for a service date, by e-mail and text.
 */
export function JuryNoticesPanel({ onErrorChange }: JuryNoticesPanelProps) {
  return (
    <DayNoticesSection
      endpoint={JURY_NOTICES}
      words={{ namespace: JURY_NOTICES_NS }}
      idPrefix="jury-notices"
      onErrorChange={onErrorChange}
    />
  );
}
