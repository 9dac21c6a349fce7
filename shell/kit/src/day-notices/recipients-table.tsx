import {
  formatCourtDate,
  UNREACHABLE_REASONS,
  type ApiResponseName,
  type ApiResponses,
  type UnreachableReason,
} from '@court/contract';
import { isUnavailable, ScrollableTable, useApiGet, useLanguage } from '@court/kit';
import { useStaffUnavailableText } from '@court/kit/staff';
import type { DayNotice, DayNoticeRecipient } from './day-notice';
import { useDayNoticesTranslation, type DayNoticesWords } from './day-notices-translations';

function isUnreachableReason(value: string | null): value is UnreachableReason {
  return (UNREACHABLE_REASONS as readonly (string | null)[]).includes(value);
}

/** A ten-digit cellphone as people write it; an e-mail address as it is. */
function formatDestination(recipient: DayNoticeRecipient): string {
  const digits = /^(\d{3})(\d{3})(\d{4})$/.exec(recipient.destination);
  return recipient.channel === 'sms' && digits
    ? `(${digits[1]}) ${digits[2]}-${digits[3]}`
    : recipient.destination;
}

function StateText({
  words,
  recipient,
}: {
  words: DayNoticesWords;
  recipient: DayNoticeRecipient;
}) {
  const { t } = useDayNoticesTranslation(words);
  const { state, reason } = recipient;
  if (state === 'unreachable') {
    const why = isUnreachableReason(reason) ? t(`reason.${reason}`) : (reason ?? '');
    return <>{t('state.unreachable', { reason: why })}</>;
  }
  if (state === 'failed') {
    return <>{reason ? t('state.failed', { reason }) : t('state.failedNoReason')}</>;
  }
  if (state === 'queued' && reason) return <>{t('state.retrying', { reason })}</>;
  return <>{t(`state.${state}`)}</>;
}

export interface RecipientsTableProps<D extends ApiResponseName> {
  words: DayNoticesWords;
  notice: DayNotice;
  /** The notices' endpoint: `path/:id` answers `detail`, read as its recipients. */
  path: string;
  detail: D;
  readRecipients: (answer: ApiResponses[D]) => readonly DayNoticeRecipient[];
  /** What the notice's Show button controls (aria-controls), whatever is shown. */
  id: string;
}

/** Each person and channel of a notice that went, with its state, loaded when shown. */
function SentRecipients<D extends ApiResponseName>({
  words,
  notice,
  path,
  detail,
  readRecipients,
  id,
}: RecipientsTableProps<D>) {
  const { t, tool } = useDayNoticesTranslation(words);
  const unavailable = useStaffUnavailableText();
  const language = useLanguage();
  const { load, reload } = useApiGet(`${path}/${notice.id}`, detail);
  const date = formatCourtDate(notice.date, language, { withWeekday: true });

  if (load.status === 'loading') {
    return (
      <p id={id} className="court-loading margin-y-1" role="status">
        {t('recipients.loading')}
      </p>
    );
  }
  if (load.status !== 'ready') {
    return (
      <div id={id} className="usa-alert usa-alert--error usa-alert--slim" role="alert">
        <div className="usa-alert__body">
          <p className="usa-alert__text">
            {isUnavailable(load) ? unavailable : t('recipients.failed')}
          </p>
          <button type="button" className="usa-button usa-button--outline" onClick={reload}>
            {t('recipients.retry')}
          </button>
        </div>
      </div>
    );
  }
  const recipients = readRecipients(load.data);
  if (recipients.length === 0) {
    return (
      <p id={id} className="margin-y-1">
        {tool('recipients.none')}
      </p>
    );
  }
  return (
    <div id={id}>
      <ScrollableTable
        label={t('recipients.label', { date })}
        caption={tool('recipients.caption', { date })}
        tableClassName="usa-table--compact"
        striped={false}
      >
        <thead>
          <tr>
            <th scope="col">{tool('recipients.reference')}</th>
            <th scope="col">{t('recipients.lastName')}</th>
            <th scope="col">{t('recipients.channel')}</th>
            <th scope="col">{t('recipients.destination')}</th>
            <th scope="col">{t('recipients.state')}</th>
            <th scope="col">{t('recipients.attempts')}</th>
          </tr>
        </thead>
        <tbody>
          {recipients.map((recipient, index) => (
            // The rows are replaced whole on each load, never reordered; two sign-ups may share a
            // case number, a name and a channel.
            <tr key={index}>
              <th scope="row">{recipient.reference}</th>
              <td>{recipient.lastName}</td>
              <td>{t(`recipients.${recipient.channel}`)}</td>
              <td className="court-day-notices__destination">{formatDestination(recipient)}</td>
              <td>
                <StateText words={words} recipient={recipient} />
              </td>
              <td>{recipient.attempts}</td>
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
    </div>
  );
}

/**
 * The recipients of one notice: loaded once it has gone; until then who receives it is not known
 * (the people signed up when it goes), and a cancelled notice went to nobody.
 */
export function RecipientsTable<D extends ApiResponseName>(props: RecipientsTableProps<D>) {
  const { t, tool } = useDayNoticesTranslation(props.words);
  const { status } = props.notice;
  if (status === 'sent') return <SentRecipients {...props} />;
  return (
    <p id={props.id} className="margin-y-1">
      {status === 'cancelled' ? t('recipients.cancelled') : tool('recipients.waiting')}
    </p>
  );
}
