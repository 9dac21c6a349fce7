import { useEffect, useRef, useState } from 'react';
import {
  COURT_DATE_REMINDERS_PAGE,
  REMINDER_STOP_ENDPOINT,
  type ReminderStopStatus,
} from '@court/contract';
import {
  LocalizedLink,
  PageHeading,
  PhoneLink,
  apiRequest,
  registerTranslations,
  useApiGet,
  useCourtFacts,
  useLocation,
  useTranslation,
  type ApiLoad,
} from '@court/kit';
import en from './en.json';
import es from './es.json';

const NAMESPACE = 'court-date-reminders-stop';

registerTranslations(NAMESPACE, { en, es });

type Step =
  | { kind: 'checking' }
  | { kind: 'invalid' }
  | { kind: 'unreachable' }
  | { kind: 'asking'; status: ReminderStopStatus; isSending: boolean }
  | { kind: 'stopped'; status: ReminderStopStatus; already: boolean };

type SendOutcome = 'sending' | 'stopped' | 'invalid' | 'unreachable';

/** Where the page stands, from the link's check and what pressing the button came to. */
function stepOf(
  token: string | null,
  load: ApiLoad<ReminderStopStatus>,
  sent: SendOutcome | null,
): Step {
  if (!token || sent === 'invalid') return { kind: 'invalid' };
  if (sent === 'unreachable') return { kind: 'unreachable' };
  switch (load.status) {
    case 'loading':
      return { kind: 'checking' };
    case 'ready':
      if (sent === 'stopped') return { kind: 'stopped', status: load.data, already: false };
      return load.data.state === 'unsubscribed'
        ? { kind: 'stopped', status: load.data, already: true }
        : { kind: 'asking', status: load.data, isSending: sent === 'sending' };
    case 'failed':
      return load.retryable ? { kind: 'unreachable' } : { kind: 'invalid' };
    default:
      return { kind: 'invalid' };
  }
}

/** The stop link's token: letters, digits, dot, dash and underscore only. */
function tokenOf(search: string): string | null {
  const token = new URLSearchParams(search).get('token');
  return token && /^[\w.-]{1,64}$/.test(token) ? token : null;
}

function endpoint(token: string): string {
  return `${REMINDER_STOP_ENDPOINT}?token=${encodeURIComponent(token)}`;
}

interface AboutSignupProps {
  status: ReminderStopStatus;
  /** The sentence naming the case. */
  withCase: string;
  /** The same without it, for a sign-up the court has deleted. */
  withoutCase: string;
}

/** A sentence about the way of being reminded the link stops, and its case when known. */
function AboutSignup({ status, withCase, withoutCase }: AboutSignupProps) {
  const { t } = useTranslation(NAMESPACE);
  const channel = t(`channel.${status.channel}`);
  return status.caseNumber === null
    ? t(withoutCase, { channel })
    : t(withCase, { channel, caseNumber: status.caseNumber });
}

/**
 * Where a reminder's stop link leads (court-date-reminders/stop?token=...): it says which case
 * and which way of being reminded the link stops and asks to confirm, since mail scanners open
 * links too; the button stops them. A link that is not valid says so, without asking.
 */
export default function CourtDateRemindersStopPage() {
  const { t } = useTranslation(NAMESPACE);
  const court = useCourtFacts();
  const token = tokenOf(useLocation().search);
  const { load, reload } = useApiGet(token ? endpoint(token) : null, 'reminderStopStatus');
  /** What pressing the button came to; null until it is pressed. */
  const [sent, setSent] = useState<SendOutcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const shown = stepOf(token, load, sent);

  useEffect(() => {
    // The button that was pressed is gone: the outcome takes focus, so it is read out.
    if (shown.kind === 'stopped') outcomeRef.current?.focus();
  }, [shown.kind]);

  function retry() {
    setSent(null);
    reload();
  }

  async function stop() {
    if (!token) return;
    setSent('sending');
    const result = await apiRequest<unknown>('POST', endpoint(token));
    if (result.ok) setSent('stopped');
    else setSent(result.retryable ? 'unreachable' : 'invalid');
  }

  return (
    <div className="court-page">
      <PageHeading>{t('title')}</PageHeading>
      {shown.kind === 'checking' ? (
        <p className="court-loading" role="status">
          {t('loading')}
        </p>
      ) : null}
      {shown.kind === 'invalid' ? (
        <div className="usa-alert usa-alert--warning" role="alert">
          <div className="usa-alert__body">
            <p className="usa-alert__text">
              {t('invalid')} <PhoneLink phone={court.phone} />
            </p>
          </div>
        </div>
      ) : null}
      {shown.kind === 'unreachable' ? (
        <div className="usa-alert usa-alert--error" role="alert">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{t('failed')}</p>
            <button type="button" className="usa-button usa-button--outline" onClick={retry}>
              {t('retry')}
            </button>
          </div>
        </div>
      ) : null}
      {shown.kind === 'asking' ? (
        <>
          <p>
            <AboutSignup status={shown.status} withCase="question" withoutCase="questionNoCase" />
          </p>
          <p>{t('onlyThisChannel', { channel: t(`channel.${shown.status.channel}`) })}</p>
          <button
            type="button"
            className="usa-button"
            aria-disabled={shown.isSending || undefined}
            onClick={() => {
              if (!shown.isSending) void stop();
            }}
          >
            {t('confirm')}
          </button>
        </>
      ) : null}
      {shown.kind === 'stopped' ? (
        <>
          <div
            ref={outcomeRef}
            className="usa-alert usa-alert--success"
            role="status"
            tabIndex={-1}
          >
            <div className="usa-alert__body">
              <p className="usa-alert__text">
                {shown.already ? (
                  <AboutSignup
                    status={shown.status}
                    withCase="already"
                    withoutCase="alreadyNoCase"
                  />
                ) : (
                  <AboutSignup status={shown.status} withCase="done" withoutCase="doneNoCase" />
                )}
              </p>
            </div>
          </div>
          <p>
            <LocalizedLink to={COURT_DATE_REMINDERS_PAGE} className="usa-link">
              {t('signUpAgain')}
            </LocalizedLink>
          </p>
        </>
      ) : null}
      <p>
        {t('courtDateStill')} <PhoneLink phone={court.phone} />
      </p>
    </div>
  );
}
