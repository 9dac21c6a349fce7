import { useCallback, useEffect, useRef, useState } from 'react';
import {
  JUROR_UNSUBSCRIBE_ENDPOINT,
  formatCourtDate,
  isJurorUnsubscribeStatus,
  type JurorUnsubscribeStatus,
} from '@court/contract';
import {
  PageHeading,
  apiRequest,
  registerTranslations,
  useLanguage,
  useLocation,
  useTranslation,
} from '@court/kit';
import { JuryContactList } from '../../shared/jury-contact-list/jury-contact-list';
import en from './en.json';
import es from './es.json';
import '../../shared/jury-page.css';

registerTranslations('juror-unsubscribe', { en, es });

type Step =
  | { kind: 'checking' }
  | { kind: 'invalid' }
  | { kind: 'unreachable' }
  | { kind: 'asking'; status: JurorUnsubscribeStatus; isSending: boolean }
  | { kind: 'stopped'; already: boolean };

/** The stop link's token: letters, digits, dot, dash and underscore only. */
function tokenOf(search: string): string | null {
  const token = new URLSearchParams(search).get('token');
  return token && /^[\w.-]{1,64}$/.test(token) ? token : null;
}

function endpoint(token: string): string {
  return `${JUROR_UNSUBSCRIBE_ENDPOINT}?token=${encodeURIComponent(token)}`;
}

/**
 * Where a juror's stop link leads (juror-unsubscribe?token=...): it says which service date's
 * notices the link stops and asks to confirm, since mail scanners open links too; the button
 * stops them. A link that is not valid says so, without asking.
 */
export default function JurorUnsubscribePage() {
  const { t } = useTranslation('juror-unsubscribe');
  const language = useLanguage();
  const token = tokenOf(useLocation().search);
  const [attempt, setAttempt] = useState(0);
  const [step, setStep] = useState<Step>({ kind: 'checking' });
  const outcomeRef = useRef<HTMLDivElement>(null);
  const retry = useCallback(() => {
    setStep({ kind: 'checking' });
    setAttempt((previous) => previous + 1);
  }, []);

  useEffect(() => {
    if (!token) return;
    let current = true;
    void apiRequest<unknown>('GET', endpoint(token)).then((result) => {
      if (!current) return;
      if (result.ok && isJurorUnsubscribeStatus(result.data)) {
        setStep(
          result.data.state === 'unsubscribed'
            ? { kind: 'stopped', already: true }
            : { kind: 'asking', status: result.data, isSending: false },
        );
      } else if (!result.ok && result.retryable) {
        setStep({ kind: 'unreachable' });
      } else {
        setStep({ kind: 'invalid' });
      }
    });
    return () => {
      current = false;
    };
  }, [token, attempt]);

  useEffect(() => {
    // The button that was pressed is gone: the outcome takes focus, so it is read out.
    if (step.kind === 'stopped') outcomeRef.current?.focus();
  }, [step.kind]);

  async function stop(status: JurorUnsubscribeStatus) {
    if (!token) return;
    setStep({ kind: 'asking', status, isSending: true });
    const result = await apiRequest<unknown>('POST', endpoint(token));
    if (result.ok) setStep({ kind: 'stopped', already: false });
    else if (result.retryable) setStep({ kind: 'unreachable' });
    else setStep({ kind: 'invalid' });
  }

  const shown: Step = token ? step : { kind: 'invalid' };

  return (
    <div className="grid-container court-jury-page">
      <PageHeading>{t('title')}</PageHeading>
      {shown.kind === 'checking' ? (
        <p className="court-loading" role="status">
          {t('loading')}
        </p>
      ) : null}
      {shown.kind === 'invalid' ? (
        <div className="usa-alert usa-alert--warning" role="alert">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{t('invalid')}</p>
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
            {shown.status.serveDate
              ? t('question', {
                  date: formatCourtDate(shown.status.serveDate, language, { withWeekday: true }),
                })
              : t('questionNoDate')}
          </p>
          <p>{t('explain')}</p>
          <button
            type="button"
            className="usa-button"
            aria-disabled={shown.isSending || undefined}
            onClick={() => {
              if (!shown.isSending) void stop(shown.status);
            }}
          >
            {t('confirm')}
          </button>
        </>
      ) : null}
      {shown.kind === 'stopped' ? (
        <div ref={outcomeRef} className="usa-alert usa-alert--success" role="status" tabIndex={-1}>
          <div className="usa-alert__body">
            <p className="usa-alert__text">{shown.already ? t('already') : t('done')}</p>
          </div>
        </div>
      ) : null}
      <p>{t('serviceStill')}</p>
      <section aria-labelledby="juror-unsubscribe-contact-heading">
        <h2 id="juror-unsubscribe-contact-heading">{t('contactHeading')}</h2>
        <JuryContactList />
      </section>
    </div>
  );
}
