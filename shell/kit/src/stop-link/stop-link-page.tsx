import { use, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  API_BASE,
  STOP_LINK_PAGE_DATA,
  isStopToken,
  stopLinkAddress,
  type ApiResponses,
  type StopLinkPageState,
  type StopLinkStatus,
} from '@court/contract';
import {
  PageDataContext,
  PageHeading,
  apiRequest,
  useApiGet,
  useLocation,
  type ApiLoad,
} from '@court/kit';

/** The answers a stop link's page reads: one per kind of link. */
type StopStatusName = 'jurorStopStatus' | 'reminderStopStatus';

/** What every stop page says in its own words: a kind's page passes them translated. */
export interface StopLinkWords {
  title: string;
  loading: string;
  /** The link is not valid: a new link, or whom to call. */
  invalid: ReactNode;
  /** The court could not be reached. */
  failed: string;
  retry: string;
  /** The button that stops the notices. */
  confirm: string;
}

export interface StopLinkPageProps<K extends StopStatusName> {
  /** The kind's API endpoint (under API_BASE): GET reads a token, POST stops its notices. */
  endpoint: string;
  /** The contract's name of the answer the endpoint gives. */
  response: K;
  words: StopLinkWords;
  /** What the link stops, asked before it does: mail scanners open links too. */
  question: (status: ApiResponses[K]) => ReactNode;
  /** What the notices came to, once stopped: by this visit, or `already` before it. */
  outcome: (status: ApiResponses[K], already: boolean) => ReactNode;
  /** Shown under the outcome, once stopped (a way to sign up again). */
  afterStopped?: ReactNode;
  /** The page's own text under every state (what stopping does not change, whom to ask). */
  children: ReactNode;
  className: string;
}

type Step<Status> =
  | { kind: 'checking' }
  | { kind: 'invalid' }
  | { kind: 'unreachable' }
  | { kind: 'asking'; status: Status; isSending: boolean }
  | { kind: 'stopped'; status: Status; already: boolean };

type SendOutcome = 'sending' | 'stopped' | 'invalid' | 'unreachable';

/** What the server said of the link when it rendered the page, as the button's outcome. */
const OUTCOME_OF_PAGE: Record<StopLinkPageState, SendOutcome> = {
  invalid: 'invalid',
  unreachable: 'unreachable',
  stoppedNow: 'stopped',
};

/** Where the page stands, from the link's check and what pressing the button came to. */
function stepOf<Status extends StopLinkStatus>(
  token: string | null,
  load: ApiLoad<Status>,
  sent: SendOutcome | null,
): Step<Status> {
  if (!token || sent === 'invalid') return { kind: 'invalid' };
  if (sent === 'unreachable') return { kind: 'unreachable' };
  switch (load.status) {
    case 'loading':
      return { kind: 'checking' };
    case 'ready':
      if (sent === 'stopped') return { kind: 'stopped', status: load.data, already: false };
      return load.data.state === 'stopped'
        ? { kind: 'stopped', status: load.data, already: true }
        : { kind: 'asking', status: load.data, isSending: sent === 'sending' };
    case 'failed':
      return load.retryable ? { kind: 'unreachable' } : { kind: 'invalid' };
    default:
      return { kind: 'invalid' };
  }
}

/**
 * Where a stop link leads (<page>?token=...): it says what the link stops and asks to confirm,
 * since mail scanners open links too; the button stops them. The server renders it with the
 * link's status, and its button is a form's, so it works before and without the script (the
 * server leads back here saying they are stopped); the script sends it in place. A link that is
 * not valid says so, without asking; a court that cannot be reached, with a way to try again.
 */
export function StopLinkPage<K extends StopStatusName>({
  endpoint,
  response,
  words,
  question,
  outcome,
  afterStopped,
  children,
  className,
}: StopLinkPageProps<K>) {
  const location = useLocation();
  const asked = new URLSearchParams(location.search).get('token');
  const token = isStopToken(asked) ? asked : null;
  const address = token ? stopLinkAddress(endpoint, token) : null;
  const { load, reload } = useApiGet(address, response);
  const pageState = use(PageDataContext)?.responses.get(STOP_LINK_PAGE_DATA) as
    StopLinkPageState | undefined;
  /** What pressing the button came to (or the server's word on the link); null until then. */
  const [sent, setSent] = useState<SendOutcome | null>(() =>
    pageState ? OUTCOME_OF_PAGE[pageState] : null,
  );
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
    if (!address) return;
    setSent('sending');
    const result = await apiRequest<unknown>('POST', address);
    if (result.ok) setSent('stopped');
    else setSent(result.retryable ? 'unreachable' : 'invalid');
  }

  return (
    <div className={className}>
      <PageHeading>{words.title}</PageHeading>
      {shown.kind === 'checking' ? (
        <p className="court-loading" role="status">
          {words.loading}
        </p>
      ) : null}
      {shown.kind === 'invalid' ? (
        <div className="usa-alert usa-alert--warning" role="alert">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{words.invalid}</p>
          </div>
        </div>
      ) : null}
      {shown.kind === 'unreachable' ? (
        <div className="usa-alert usa-alert--error" role="alert">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{words.failed}</p>
            {/* Without the script, the link opens the page again, which asks the court again. */}
            <a
              href={`${location.pathname}${location.search}`}
              className="usa-button usa-button--outline"
              onClick={(event) => {
                event.preventDefault();
                retry();
              }}
            >
              {words.retry}
            </a>
          </div>
        </div>
      ) : null}
      {shown.kind === 'asking' && address ? (
        <>
          {question(shown.status)}
          <form
            method="post"
            action={`${API_BASE}/${address}`}
            onSubmit={(event) => {
              event.preventDefault();
              if (!shown.isSending) void stop();
            }}
          >
            <button
              type="submit"
              className="usa-button"
              aria-disabled={shown.isSending || undefined}
            >
              {words.confirm}
            </button>
          </form>
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
              <p className="usa-alert__text">{outcome(shown.status, shown.already)}</p>
            </div>
          </div>
          {afterStopped}
        </>
      ) : null}
      {children}
    </div>
  );
}
