import { useEffect, useRef, useState } from 'react';
import { JUROR_STOP_ENDPOINT, formatCourtDate, type JurorStopStatus } from '@court/contract';
import {
  PageHeading,
  apiRequest,
  registerTranslations,
  type ApiLoad,
  useApiGet,
  useLanguage,
  useLocation,
  useTranslation,
} from '@court/kit';
import { JuryContactList } from '../../shared/jury-contact-list/jury-contact-list';
import en from './en.json';
import es from './es.json';
import '../../shared/jury-page.css';

registerTranslations('juror-stop', { en, es });

type Step =
  | { kind: 'checking' }
  | { kind: 'invalid' }
  | { kind: 'unreachable' }
  | { kind: 'asking'; status: JurorStopStatus; isSending: boolean }
  | { kind: 'stopped'; already: boolean };

type SendOutcome = 'sending' | 'stopped' | 'invalid' | 'unreachable';

/** Where the page stands, from the link's check and what pressing the button came to. */
function stepOf(
  token: string | null,
  load: ApiLoad<JurorStopStatus>,
  sent: SendOutcome | null,
): Step {
  if (!token || sent === 'invalid') return { kind: 'invalid' };
  if (sent === 'stopped') return { kind: 'stopped', already: false };
  if (sent === 'unreachable') return { kind: 'unreachable' };
  switch (load.status) {
    case 'loading':
      return { kind: 'checking' };
    case 'ready':
      return load.data.state === 'unsubscribed'
        ? { kind: 'stopped', already: true }
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
  return `${JUROR_STOP_ENDPOINT}?token=${encodeURIComponent(token)}`;
}

/**
 * Where a juror's stop link leads (juror-unsubscribe?token=...): it says which service date's
 * notices the link stops and asks to confirm, since mail scanners open links too; the button
 * stops them. A link that is not valid says so, without asking.
 */
export default function JurorStopPage() {
  const { t } = useTranslation('juror-stop');
  const language = useLanguage();
  const token = tokenOf(useLocation().search);
  const { load, reload } = useApiGet(token ? endpoint(token) : null, 'jurorStopStatus');
  /** What pressing the button came to; null until it is pressed. */
  const [sent, setSent] = useState<SendOutcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  function retry() {
    setSent(null);
    reload();
  }

  const shown = stepOf(token, load, sent);

  useEffect(() => {
    // The button that was pressed is gone: the outcome takes focus, so it is read out.
    if (shown.kind === 'stopped') outcomeRef.current?.focus();
  }, [shown.kind]);

  async function stop() {
    if (!token) return;
    setSent('sending');
    const result = await apiRequest<unknown>('POST', endpoint(token));
    if (result.ok) setSent('stopped');
    else setSent(result.retryable ? 'unreachable' : 'invalid');
  }

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
              if (!shown.isSending) void stop();
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
      <section aria-labelledby="juror-stop-contact-heading">
        <h2 id="juror-stop-contact-heading">{t('contactHeading')}</h2>
        <JuryContactList />
      </section>
    </div>
  );
}
