import { useId, useState } from 'react';
import { formatCourtDate, type JurorNoticeDetail, type JurorNoticeSummary } from '@court/contract';
import {
  Alert,
  apiRequest,
  checkedWriteAnswer,
  registerTranslations,
  useLanguage,
  useTranslation,
} from '@court/kit';
import {
  StaffConfirmation,
  StaffLoadState,
  useStaffConfirmation,
  useStaffStore,
} from '@court/kit/staff';
import { NoticeForm } from './notice-form';
import { NoticesTable } from './notices-table';
import { RecipientsTable } from './recipients-table';
import { NOTICES_PATH, useJuryNotices } from './use-jury-notices';
import en from './en.json';
import es from './es.json';
import './staff-jury-notices.css';

registerTranslations('staffJuryNotices', { en, es });

export interface JuryNoticesPanelProps {
  /** Told whenever the notice form starts or stops showing errors (PageHeading's hasError). */
  onErrorChange?: (hasError: boolean) => void;
}

/**
 * Juror notices, for staff with the jury role (the page around it checks the role): write a
 * notice for a service date, sent now or at a date and time in the court's time zone, then
 * follow each notice and each recipient's state.
 */
export function JuryNoticesPanel({ onErrorChange }: JuryNoticesPanelProps) {
  const { t } = useTranslation('staffJuryNotices');
  const language = useLanguage();
  const clearStaffUser = useStaffStore((state) => state.clearStaffUser);
  const { load, reload } = useJuryNotices();
  const recipientsId = useId();
  const [formKey, setFormKey] = useState(0);
  const { confirmation, confirm: showConfirmation } = useStaffConfirmation();
  const [failures, setFailures] = useState(0);
  const [shownId, setShownId] = useState<number | null>(null);
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());

  function confirm(text: string) {
    setFailures(0);
    showConfirmation(text);
  }

  function handleSent(notice: JurorNoticeDetail, sentNow: boolean) {
    // A fresh, empty form, so the same notice is not sent twice by a second click.
    setFormKey((previous) => previous + 1);
    onErrorChange?.(false);
    confirm(
      sentNow
        ? t('form.sentNow')
        : t('form.scheduled', {
            time: formatCourtDate(notice.sendAt, language, { withTime: true }),
          }),
    );
    setShownId(notice.id);
    reload();
  }

  async function cancel(notice: JurorNoticeSummary) {
    setPending((previous) => new Set(previous).add(notice.id));
    const result = await checkedWriteAnswer(
      await apiRequest<unknown>('POST', `${NOTICES_PATH}/${notice.id}/cancel`),
      'jurorNotice',
    );
    setPending((previous) => new Set([...previous].filter((id) => id !== notice.id)));
    if (!result.ok && result.status === 401) {
      clearStaffUser();
      return;
    }
    if (result.ok && result.data) {
      confirm(
        t('list.cancelled', {
          date: formatCourtDate(notice.serveDate, language, { withWeekday: true }),
        }),
      );
    } else {
      setFailures((previous) => previous + 1);
    }
    reload();
  }

  const shown =
    load.status === 'ready' ? load.data.notices.find((notice) => notice.id === shownId) : undefined;

  return (
    <section className="court-jury-notices" aria-labelledby="jury-notices-heading">
      <h2 id="jury-notices-heading">{t('heading')}</h2>
      <p>{t('intro')}</p>
      <StaffConfirmation confirmation={confirmation} />
      {failures > 0 ? (
        <Alert key={failures} kind="error" slim>
          <p className="usa-alert__text">{t('list.cancelFailed')}</p>
        </Alert>
      ) : null}
      {/* The notices' address is fixed and takes no query: a 404 or a 400 is a fault. */}
      <StaffLoadState
        load={load}
        retry={reload}
        texts={{
          loading: t('loading'),
          failed: t('loadFailed'),
          retry: t('retry'),
          forbidden: t('forbidden'),
        }}
      >
        {(data) => (
          <>
            <h3 id="jury-notices-form-heading">{t('form.heading')}</h3>
            <NoticeForm
              key={formKey}
              textsEnabled={data.textsEnabled}
              sampleStopLink={data.sampleStopLink}
              onSent={handleSent}
              onErrorChange={onErrorChange}
            />
            <h3>{t('upcoming.heading')}</h3>
            {data.upcoming.length === 0 ? (
              <p>{t('upcoming.none')}</p>
            ) : (
              <ul className="usa-list">
                {data.upcoming.map((item) => (
                  <li key={item.serveDate}>
                    {t('upcoming.item', {
                      date: formatCourtDate(item.serveDate, language, { withWeekday: true }),
                      count: item.registrations,
                    })}
                  </li>
                ))}
              </ul>
            )}
            <h3>{t('list.heading')}</h3>
            <p>
              <button type="button" className="usa-button usa-button--outline" onClick={reload}>
                {t('list.refresh')}
              </button>
            </p>
            {data.notices.length === 0 ? (
              <p>{t('list.none')}</p>
            ) : (
              <NoticesTable
                notices={data.notices}
                shownId={shown ? shown.id : null}
                recipientsId={recipientsId}
                pending={pending}
                onToggleRecipients={(notice) =>
                  setShownId((previous) => (previous === notice.id ? null : notice.id))
                }
                onCancel={(notice) => void cancel(notice)}
              />
            )}
            {shown ? (
              <RecipientsTable
                key={`${shown.id}-${shown.status}-${shown.counts.sent}-${shown.counts.failed}`}
                id={recipientsId}
                noticeId={shown.id}
                serveDate={shown.serveDate}
                isWaiting={shown.status !== 'sent'}
              />
            ) : null}
          </>
        )}
      </StaffLoadState>
    </section>
  );
}
