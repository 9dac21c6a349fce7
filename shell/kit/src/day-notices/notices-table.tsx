import { formatCourtDate } from '@court/contract';
import { ScrollableTable, useLanguage } from '@court/kit';
import type { DayNotice } from './day-notice';
import { useDayNoticesTranslation, type DayNoticesWords } from './day-notices-translations';

/** How the messages of a notice went, in the order of the table's columns after its people. */
const DELIVERY_COUNTS = ['sent', 'queued', 'failed', 'unreachable'] as const;

export interface NoticesTableProps {
  words: DayNoticesWords;
  notices: readonly DayNotice[];
  /** Shows whether each notice is an emergency. */
  showsEmergency: boolean;
  /** The notice whose recipients are shown below the table, if any. */
  shownId: number | null;
  /** Id of the element that shows the recipients, for aria-controls. */
  recipientsId: string;
  /** Notices whose cancellation is on its way to the API. */
  pending: ReadonlySet<number>;
  onToggleRecipients: (notice: DayNotice) => void;
  onCancel: (notice: DayNotice) => void;
}

/**
 * The notices, newest first: the day, the text, whether it is an emergency, the send time (court
 * time), status and how the messages went, with a way to show each one's recipients and to
 * cancel one still scheduled.
 */
export function NoticesTable({
  words,
  notices,
  showsEmergency,
  shownId,
  recipientsId,
  pending,
  onToggleRecipients,
  onCancel,
}: NoticesTableProps) {
  const { t, tool } = useDayNoticesTranslation(words);
  const language = useLanguage();
  return (
    <ScrollableTable
      label={t('list.label')}
      caption={tool('list.caption')}
      tableClassName="usa-table--compact"
    >
      <thead>
        <tr>
          <th scope="col">{tool('list.date')}</th>
          <th scope="col">{t('list.notice')}</th>
          {showsEmergency ? <th scope="col">{t('list.emergency')}</th> : null}
          <th scope="col">{t('list.sendAt')}</th>
          <th scope="col">{t('list.status')}</th>
          <th scope="col">{tool('list.recipients')}</th>
          {DELIVERY_COUNTS.map((name) => (
            <th key={name} scope="col">
              {t(`list.${name}`)}
            </th>
          ))}
          <th scope="col">{t('list.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {notices.map((notice) => {
          const date = formatCourtDate(notice.date, language, { withWeekday: true });
          const isShown = shownId === notice.id;
          return (
            <tr key={notice.id}>
              <th scope="row">
                <time dateTime={notice.date}>{date}</time>
              </th>
              <td className="court-day-notices__message">{notice.message}</td>
              {showsEmergency ? <td>{notice.emergency ? t('list.yes') : t('list.no')}</td> : null}
              <td>
                <time dateTime={notice.sendAt}>
                  {formatCourtDate(notice.sendAt, language, { withTime: true })}
                </time>
              </td>
              <td>{t(`status.${notice.status}`)}</td>
              <td>{notice.counts.recipients}</td>
              {DELIVERY_COUNTS.map((name) => (
                <td key={name}>{notice.counts[name]}</td>
              ))}
              <td>
                <div className="court-day-notices__actions">
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
