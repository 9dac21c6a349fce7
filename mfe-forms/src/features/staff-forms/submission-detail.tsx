import { useEffect, useRef, useState } from 'react';
import { formatCourtDate, type SubmissionDetail } from '@court/contract';
import {
  type ApiLoad,
  type ApiResult,
  checkedApiRequest,
  isForbidden,
  isUnavailable,
  LocalizedLink,
  PAGE_HEADING_ID,
  PageHeading,
  useApiGet,
  useLanguage,
  useTranslation,
} from '@court/kit';
import {
  StaffConfirmation,
  StaffForbidden,
  useStaffConfirmation,
  useStaffStore,
  useStaffUnavailableText,
} from '@court/kit/staff';
import { submissionPath } from './inbox-api';
import { type InboxFilters, inboxQuery, isSubmissionId } from './inbox-query';
import { AnswerRow, SubmissionAnswers } from './submission-answers-list';
import { INBOX_PATH } from './submissions-table';

/** An action that failed; cleared when the next action starts, so each is announced. */
interface Failure {
  text: string;
  /** The button that was used is gone: focus goes to the message instead of the page's top. */
  takesFocus: boolean;
}

interface DetailBodyProps {
  initial: SubmissionDetail;
  onForbidden: () => void;
}

/** One submission, read: what it is, every answer, and what staff can do with it. */
function DetailBody({ initial, onForbidden }: DetailBodyProps) {
  const { t } = useTranslation('staffForms');
  const language = useLanguage();
  const clearStaffUser = useStaffStore((state) => state.clearStaffUser);
  const [submission, setSubmission] = useState(initial);
  // Held only here: never in the address or in storage, and gone when the page is left.
  const [ssn, setSsn] = useState<string | null>(null);
  const [busy, setBusy] = useState<'reveal' | 'processed' | null>(null);
  const { confirmation, confirm, clear: clearConfirmation } = useStaffConfirmation();
  const [failure, setFailure] = useState<Failure | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const path = submissionPath(submission.id);

  useEffect(() => {
    if (failure?.takesFocus) failureRef.current?.focus();
  }, [failure]);

  function fail(text: string, takesFocus = false) {
    setFailure({ text, takesFocus });
  }

  function startAction() {
    clearConfirmation();
    setFailure(null);
  }

  /** Handles a refused request; answers true when the page has nothing more to do. */
  function refused(result: Extract<ApiResult<unknown>, { ok: false }>): boolean {
    if (result.status === 401) clearStaffUser();
    else if (result.status === 403) onForbidden();
    else return false;
    return true;
  }

  async function toggleSsn() {
    if (ssn !== null) {
      setSsn(null);
      return;
    }
    setBusy('reveal');
    startAction();
    const result = await checkedApiRequest('POST', `${path}/reveal-ssn`, 'revealedSsn');
    setBusy(null);
    if (result.ok) setSsn(result.data.ssn);
    else if (!refused(result)) fail(result.error);
  }

  async function markProcessed() {
    if (busy) return;
    setBusy('processed');
    startAction();
    const result = await checkedApiRequest('POST', `${path}/processed`, 'submissionDetail');
    if (result.ok) {
      setBusy(null);
      setSubmission(result.data);
      confirm(t('detail.markedProcessed'));
      return;
    }
    if (!result.ok && refused(result)) return;
    // A 409 means someone else was first: show who, from the submission as it is now.
    const fresh = await checkedApiRequest('GET', path, 'submissionDetail');
    setBusy(null);
    let isNowProcessed = false;
    if (fresh.ok) {
      setSubmission(fresh.data);
      isNowProcessed = fresh.data.status === 'processed';
    }
    fail(result.error, isNowProcessed);
  }

  const formName = t(`forms.${submission.form}`);
  const status =
    submission.status === 'processed' && submission.processedBy && submission.processedAt
      ? t('detail.processed', {
          who: submission.processedBy,
          when: formatCourtDate(submission.processedAt, language, { withTime: true }),
        })
      : t(`statuses.${submission.status}`);

  return (
    <>
      <PageHeading>
        {t('detail.heading', { form: formName, reference: submission.reference })}
      </PageHeading>
      <div className="court-staff-forms__actions court-staff-forms__no-print">
        {submission.status === 'new' ? (
          <button
            type="button"
            className="usa-button"
            aria-disabled={busy === 'processed' || undefined}
            onClick={() => void markProcessed()}
          >
            {t('detail.markProcessed')}
          </button>
        ) : null}
        <button
          type="button"
          className="usa-button usa-button--outline"
          onClick={() => window.print()}
        >
          {t('detail.print')}
        </button>
      </div>
      <StaffConfirmation confirmation={confirmation} className="court-staff-forms__no-print" />
      {failure ? (
        <div
          ref={failureRef}
          tabIndex={-1}
          role="alert"
          className="usa-alert usa-alert--slim usa-alert--error court-staff-forms__no-print"
        >
          <div className="usa-alert__body">
            <p className="usa-alert__text">{failure.text}</p>
          </div>
        </div>
      ) : null}
      <h2>{t('detail.aboutHeading')}</h2>
      <dl className="court-staff-forms__answers">
        <AnswerRow label={t('detail.received')}>
          <time dateTime={submission.receivedAt}>
            {formatCourtDate(submission.receivedAt, language, { withTime: true })}
          </time>
        </AnswerRow>
        <AnswerRow label={t('detail.status')}>{status}</AnswerRow>
        <AnswerRow label={t('detail.language')}>
          {t(`languages.${submission.language}`, { defaultValue: submission.language })}
        </AnswerRow>
      </dl>
      <h2>{t('detail.answersHeading')}</h2>
      <SubmissionAnswers
        form={submission.form}
        fields={submission.fields}
        language={language}
        protectedNumber={
          submission.hasProtectedNumber
            ? { revealed: ssn, isBusy: busy === 'reveal', onToggle: () => void toggleSsn() }
            : undefined
        }
      />
    </>
  );
}

export interface SubmissionDetailViewProps {
  /** The `id` of the address, as written. */
  id: string;
  /** The list the submission was opened from, for the way back. */
  filters: InboxFilters;
  page: number;
  /** True once after a submission was opened from the list: its heading then takes focus. */
  takeHeadingFocus: () => boolean;
  /** Keeps the submission's id, so its line in the list takes focus on the way back. */
  rememberRow: (id: string) => void;
}

/** staff/forms?id=: one submission, loaded from the API. */
export function SubmissionDetailView({
  id,
  filters,
  page,
  takeHeadingFocus,
  rememberRow,
}: SubmissionDetailViewProps) {
  const { t } = useTranslation('staffForms');
  const unavailable = useStaffUnavailableText();
  const path = isSubmissionId(id) ? submissionPath(id) : null;
  const { load: fetched, reload } = useApiGet(path, 'submissionDetail');
  // An id that cannot be a submission's is not asked for: there is no such submission.
  const load: ApiLoad<SubmissionDetail> =
    path === null ? { status: 'refused', reason: 'notFound', error: '' } : fetched;
  const [isActionForbidden, setIsActionForbidden] = useState(false);
  const hasHeading = load.status !== 'loading';

  useEffect(() => {
    rememberRow(id);
  }, [id, rememberRow]);

  // The link that was followed is gone: the new heading tells where the reader is now.
  useEffect(() => {
    if (hasHeading && takeHeadingFocus()) document.getElementById(PAGE_HEADING_ID)?.focus();
  }, [hasHeading, takeHeadingFocus]);

  if (isActionForbidden || isForbidden(load)) return <StaffForbidden />;

  return (
    <div className="court-page court-staff-forms">
      <p className="court-staff-forms__no-print">
        <LocalizedLink to={`${INBOX_PATH}${inboxQuery(filters, page)}`} className="usa-link">
          {t('detail.back')}
        </LocalizedLink>
      </p>
      {load.status === 'loading' ? (
        <p className="court-loading" role="status">
          {t('detail.loading')}
        </p>
      ) : null}
      {load.status === 'refused' && load.reason === 'notFound' ? (
        <>
          <PageHeading>{t('detail.notFoundHeading')}</PageHeading>
          <p>{t('detail.notFound')}</p>
        </>
      ) : null}
      {load.status === 'failed' || (load.status === 'refused' && load.reason === 'invalid') ? (
        <>
          <PageHeading>{t('detail.failedHeading')}</PageHeading>
          <div className="usa-alert usa-alert--error" role="alert">
            <div className="usa-alert__body">
              <p className="usa-alert__text">
                {isUnavailable(load) ? unavailable : t('detail.failed')}
              </p>
              <button type="button" className="usa-button usa-button--outline" onClick={reload}>
                {t('detail.retry')}
              </button>
            </div>
          </div>
        </>
      ) : null}
      {load.status === 'ready' ? (
        <DetailBody initial={load.data} onForbidden={() => setIsActionForbidden(true)} />
      ) : null}
    </div>
  );
}
