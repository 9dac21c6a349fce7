import {
  formatCourtDate,
  type JurorNoticeRecipient,
  UNREACHABLE_REASONS,
  type UnreachableReason,
} from '@court/contract';
import { isUnavailable, ScrollableTable, useLanguage, useTranslation } from '@court/kit';
import { useStaffUnavailableText } from '@court/kit/staff';
import { useJuryNotice } from './use-jury-notices';

function isUnreachableReason(value: string | null): value is UnreachableReason {
  return (UNREACHABLE_REASONS as readonly (string | null)[]).includes(value);
}

/** A ten-digit cellphone as people write it; an e-mail address as it is. */
export function formatDestination(recipient: JurorNoticeRecipient): string {
  const digits = /^(\d{3})(\d{3})(\d{4})$/.exec(recipient.destination);
  return recipient.channel === 'sms' && digits
    ? `(${digits[1]}) ${digits[2]}-${digits[3]}`
    : recipient.destination;
}

function StateText({ recipient }: { recipient: JurorNoticeRecipient }) {
  const { t } = useTranslation('staffJuryNotices');
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

export interface RecipientsTableProps {
  noticeId: number;
  serveDate: string;
  /** The notice has not gone yet: there are no recipients to show. */
  isWaiting: boolean;
  id: string;
}

/** Each juror and channel of one notice with its state, loaded when shown. */
export function RecipientsTable({ noticeId, serveDate, isWaiting, id }: RecipientsTableProps) {
  const { t } = useTranslation('staffJuryNotices');
  const unavailable = useStaffUnavailableText();
  const language = useLanguage();
  const { load, reload } = useJuryNotice(noticeId);
  const date = formatCourtDate(serveDate, language, { withWeekday: true });

  if (isWaiting) {
    return (
      <p id={id} className="margin-y-1">
        {t('recipients.waiting')}
      </p>
    );
  }
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
  const { recipients } = load.data;
  if (recipients.length === 0) {
    return (
      <p id={id} className="margin-y-1">
        {t('recipients.none')}
      </p>
    );
  }
  return (
    // The id is what the notice's Show button controls (aria-controls), as in the states above.
    <div id={id}>
      <ScrollableTable
        label={t('recipients.label', { date })}
        caption={t('recipients.caption', { date })}
        className="court-jury-notices__recipients"
        tableClassName="usa-table--compact"
        striped={false}
      >
        <thead>
          <tr>
            <th scope="col">{t('recipients.jurorNumber')}</th>
            <th scope="col">{t('recipients.lastName')}</th>
            <th scope="col">{t('recipients.channel')}</th>
            <th scope="col">{t('recipients.destination')}</th>
            <th scope="col">{t('recipients.state')}</th>
            <th scope="col">{t('recipients.attempts')}</th>
          </tr>
        </thead>
        <tbody>
          {recipients.map((recipient) => (
            <tr key={`${recipient.jurorNumber}-${recipient.channel}`}>
              <th scope="row">{recipient.jurorNumber}</th>
              <td>{recipient.lastName}</td>
              <td>{t(`recipients.${recipient.channel}`)}</td>
              <td className="court-jury-notices__destination">{formatDestination(recipient)}</td>
              <td>
                <StateText recipient={recipient} />
              </td>
              <td>{recipient.attempts}</td>
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
    </div>
  );
}
