import { useId, useState } from 'react';
import { formatCourtDate, type ApiResponseName } from '@court/contract';
import {
  Alert,
  apiRequest,
  checkedWriteAnswer,
  useApiGet,
  useLanguage,
  type ApiLoad,
  type ApiResult,
} from '@court/kit';
import {
  StaffConfirmation,
  StaffLoadState,
  useStaffConfirmation,
  useStaffStore,
} from '@court/kit/staff';
import type { DayNotice, DayNoticeList, DayNoticesEndpoint } from './day-notice';
import { useDayNoticesTranslation, type DayNoticesWords } from './day-notices-translations';
import { NoticeForm } from './notice-form';
import { NoticesTable } from './notices-table';
import { RecipientsTable } from './recipients-table';
import './day-notices.css';

export interface DayNoticesSectionProps<
  L extends ApiResponseName,
  D extends ApiResponseName,
  W extends ApiResponseName,
> {
  endpoint: DayNoticesEndpoint<L, D, W>;
  /**
   * The tool's own words: `heading`, `intro`, `forbidden`; `form.date`, `form.dateHint`,
   * `form.messageHint`, `form.sentNow`, and with an emergency, `form.emergency` and
   * `form.emergencyHint`; `upcoming.heading`, `upcoming.none`, `upcoming.item` ({{date}},
   * {{count}}); `list.caption`, `list.date`, `list.recipients` (the column counting its people);
   * `recipients.reference` (the column naming each one), `recipients.caption` ({{date}}),
   * `recipients.none` and `recipients.waiting`. The rest are the kit's.
   */
  words: DayNoticesWords;
  /** Prefix of the section's ids: "jury-notices" gives "jury-notices-heading". */
  idPrefix: string;
  /** Told whenever the notice form starts or stops showing errors (PageHeading's hasError). */
  onErrorChange?: (hasError: boolean) => void;
}

/**
 * Notices to everyone signed up for a day (jurors for a service date, people with a hearing):
 * write one for a day, sent now or at a date and time in the court's time zone, then follow each
 * notice and each recipient's state, and cancel one still scheduled. What was done is confirmed
 * in the staff confirmation, which takes focus: the button pressed may be gone (the form is
 * emptied, the row changed).
 */
export function DayNoticesSection<
  L extends ApiResponseName,
  D extends ApiResponseName,
  W extends ApiResponseName,
>({ endpoint, words, idPrefix, onErrorChange }: DayNoticesSectionProps<L, D, W>) {
  const { t, tool } = useDayNoticesTranslation(words);
  const language = useLanguage();
  const clearStaffUser = useStaffStore((state) => state.clearStaffUser);
  const { load: answer, reload } = useApiGet(endpoint.path, endpoint.list);
  const load: ApiLoad<DayNoticeList> =
    answer.status === 'ready' ? { status: 'ready', data: endpoint.readList(answer.data) } : answer;
  const recipientsId = useId();
  // A new key empties the form after a notice was stored, so a second click cannot send it again.
  const [formKey, setFormKey] = useState(0);
  const { confirmation, confirm: showConfirmation } = useStaffConfirmation();
  const [failures, setFailures] = useState(0);
  const [shownId, setShownId] = useState<number | null>(null);
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const headingId = `${idPrefix}-heading`;
  const formHeadingId = `${idPrefix}-form-heading`;

  function confirm(text: string) {
    setFailures(0);
    showConfirmation(text);
  }

  /** POSTs to the endpoint; the answer is the notice as the kit reads it (null if unreadable). */
  async function write(path: string, body?: unknown): Promise<ApiResult<DayNotice | null>> {
    const result = await checkedWriteAnswer(
      await apiRequest<unknown>('POST', path, body),
      endpoint.written,
    );
    if (!result.ok) {
      // The session ended: the staff gate asks for a sign-in again.
      if (result.status === 401) clearStaffUser();
      return result;
    }
    return { ...result, data: result.data === null ? null : endpoint.readWritten(result.data) };
  }

  function handleSent(notice: DayNotice | null) {
    setFormKey((previous) => previous + 1);
    onErrorChange?.(false);
    if (!notice) {
      confirm(t('form.answerUnread'));
    } else if (notice.status === 'sent') {
      confirm(tool('form.sentNow'));
    } else {
      // Scheduled: at the time asked for, or after the night hours for a notice that waits.
      const time = formatCourtDate(notice.sendAt, language, { withTime: true });
      confirm(t('form.scheduled', { time }));
    }
    setShownId(notice ? notice.id : null);
    reload();
  }

  async function cancel(notice: DayNotice) {
    setPending((previous) => new Set(previous).add(notice.id));
    const result = await write(`${endpoint.path}/${notice.id}/cancel`);
    setPending((previous) => new Set([...previous].filter((id) => id !== notice.id)));
    if (!result.ok && result.status === 401) return;
    if (result.ok && result.data) {
      const date = formatCourtDate(notice.date, language, { withWeekday: true });
      confirm(t('list.cancelled', { date }));
    } else {
      setFailures((previous) => previous + 1);
    }
    reload();
  }

  const shown =
    load.status === 'ready' ? load.data.notices.find((notice) => notice.id === shownId) : undefined;

  return (
    <section className="court-day-notices" aria-labelledby={headingId}>
      <h2 id={headingId}>{tool('heading')}</h2>
      <p>{tool('intro')}</p>
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
          forbidden: tool('forbidden'),
        }}
      >
        {(data) => (
          <>
            <h3 id={formHeadingId}>{t('form.heading')}</h3>
            <NoticeForm
              key={formKey}
              words={words}
              maxLength={endpoint.maxLength}
              textsEnabled={data.textsEnabled}
              sampleStopLink={data.sampleStopLink}
              dateField={endpoint.dateField}
              offersEmergency={endpoint.offersEmergency}
              labelledBy={formHeadingId}
              send={(body) => write(endpoint.path, body)}
              onSent={handleSent}
              onErrorChange={onErrorChange}
            />
            <h3>{tool('upcoming.heading')}</h3>
            {data.upcoming.length === 0 ? (
              <p>{tool('upcoming.none')}</p>
            ) : (
              <ul className="usa-list">
                {data.upcoming.map((day) => (
                  <li key={day.date}>
                    {tool('upcoming.item', {
                      date: formatCourtDate(day.date, language, { withWeekday: true }),
                      count: day.count,
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
                words={words}
                notices={data.notices}
                showsEmergency={endpoint.offersEmergency}
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
                // Loaded again when the notice changes: sent, or more of its messages went.
                key={`${shown.id}-${shown.status}-${shown.counts.sent}-${shown.counts.failed}`}
                words={words}
                notice={shown}
                path={endpoint.path}
                detail={endpoint.detail}
                readRecipients={endpoint.readRecipients}
                id={recipientsId}
              />
            ) : null}
          </>
        )}
      </StaffLoadState>
    </section>
  );
}
