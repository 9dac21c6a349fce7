import { formatCourtDate, type JurorNoticeSummary } from '@court/contract';
import { ScrollableTable, useLanguage, useTranslation } from '@court/kit';

export interface NoticesTableProps {
  notices: readonly JurorNoticeSummary[];
  /** The notice whose recipients are shown below the table, if any. */
  shownId: number | null;
  /** Id of the element that shows the recipients, for aria-controls. */
  recipientsId: string;
  /** Notices whose cancellation is on its way to the API. */
  pending: ReadonlySet<number>;
  onToggleRecipients: (notice: JurorNoticeSummary) => void;
  onCancel: (notice: JurorNoticeSummary) => void;
}

/**
 * The notices, newest first: service date, text, send time (court time), status and how the
 * messages went, with a way to show each one's recipients and to cancel one still scheduled.
 */
export function NoticesTable({
  notices,
  shownId,
  recipientsId,
  pending,
  onToggleRecipients,
  onCancel,
}: NoticesTableProps) {
  const { t } = useTranslation('staffJuryNotices');
  const language = useLanguage();
  return (
    <ScrollableTable
      label={t('list.label')}
      caption={t('list.caption')}
      className="court-jury-notices__table"
      tableClassName="usa-table--compact"
    >
      <thead>
        <tr>
          <th scope="col">{t('list.serveDate')}</th>
          <th scope="col">{t('list.notice')}</th>
          <th scope="col">{t('list.sendAt')}</th>
          <th scope="col">{t('list.status')}</th>
          <th scope="col">{t('list.recipients')}</th>
          <th scope="col">{t('list.sent')}</th>
          <th scope="col">{t('list.queued')}</th>
          <th scope="col">{t('list.failed')}</th>
          <th scope="col">{t('list.unreachable')}</th>
          <th scope="col">{t('list.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {notices.map((notice) => {
          const date = formatCourtDate(notice.serveDate, language, { withWeekday: true });
          const isShown = shownId === notice.id;
          return (
            <tr key={notice.id}>
              <th scope="row">
                <time dateTime={notice.serveDate}>{date}</time>
              </th>
              <td className="court-jury-notices__message">{notice.message}</td>
              <td>
                <time dateTime={notice.sendAt}>
                  {formatCourtDate(notice.sendAt, language, { withTime: true })}
                </time>
              </td>
              <td>{t(`status.${notice.status}`)}</td>
              <td>{notice.counts.recipients}</td>
              <td>{notice.counts.sent}</td>
              <td>{notice.counts.queued}</td>
              <td>{notice.counts.failed}</td>
              <td>{notice.counts.unreachable}</td>
              <td>
                <div className="court-jury-notices__actions">
                  <button
                    type="button"
                    className="usa-button usa-button--unstyled"
                    aria-expanded={isShown}
                    aria-controls={isShown ? recipientsId : undefined}
                    onClick={() => onToggleRecipients(notice)}
                  >
                    {isShown ? t('list.hide') : t('list.show')}
                    <span className="usa-sr-only"> {t('list.ofNotice', { date })}</span>
                  </button>
                  {notice.status === 'scheduled' ? (
                    <button
                      type="button"
                      className="usa-button usa-button--unstyled"
                      aria-busy={pending.has(notice.id) || undefined}
                      onClick={() => {
                        if (!pending.has(notice.id)) onCancel(notice);
                      }}
                    >
                      {t('list.cancel')}
                      <span className="usa-sr-only"> {t('list.ofNotice', { date })}</span>
                    </button>
                  ) : null}
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </ScrollableTable>
  );
}
