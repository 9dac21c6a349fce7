import { formatCourtDate } from '@court/contract';
import { useApiGet } from '../api/use-api-get';
import { useLanguage } from '../i18n/use-language';
import { PhoneLink } from '../links/phone-link';

/** What a SiteMessage says around the message, already translated. */
export interface SiteMessageTexts {
  /** Said while the message loads. */
  loading: string;
  /** Said when the message cannot be shown. */
  failed: string;
  /** Said before the phone number to call instead. */
  call: string;
  /** The button that asks again after a failure that may pass. */
  retry: string;
  /** Said before the date of the message's last change; without it the date is not shown. */
  updated?: string;
}

export interface SiteMessageProps {
  /** API path under /api/muni/ answering a SiteMessageResponse, e.g. "juror/message". */
  path: string;
  /** Heading of the message box, already translated. */
  heading: string;
  texts: SiteMessageTexts;
  /** The office to call when the message cannot be loaded. */
  phone: string;
}

/**
 * The message staff publish on a public page (the juror message, the drug-testing message):
 * loaded from the API, shown in an information box under its heading with its line breaks, and
 * nothing at all when staff have written none. While it loads it keeps its room, so the page
 * below does not jump; when it fails it says so, gives a phone to call and, when asking again
 * may help, a button to do so.
 */
export function SiteMessage({ path, heading, texts, phone }: SiteMessageProps) {
  const language = useLanguage();
  const { load, reload } = useApiGet(path, 'siteMessage');
  const message = load.status === 'ready' ? load.data.message.trim() : '';
  const updatedAt = load.status === 'ready' ? (load.data.updatedAt ?? null) : null;
  // An unreadable date is left out rather than shown as it came.
  const shownUpdatedAt =
    texts.updated !== undefined && updatedAt !== null && !Number.isNaN(Date.parse(updatedAt))
      ? updatedAt
      : undefined;
  return (
    <div className="court-site-message">
      {load.status === 'loading' && <p role="status">{texts.loading}</p>}
      {message && (
        <div className="usa-alert usa-alert--info">
          <div className="usa-alert__body">
            <h2 className="usa-alert__heading">{heading}</h2>
            <p className="usa-alert__text court-site-message__text">{message}</p>
            {shownUpdatedAt && (
              <p className="usa-alert__text court-site-message__updated">
                {texts.updated}{' '}
                <time dateTime={shownUpdatedAt}>{formatCourtDate(shownUpdatedAt, language)}</time>
              </p>
            )}
          </div>
        </div>
      )}
      {(load.status === 'failed' || load.status === 'refused') && (
        <div className="usa-alert usa-alert--warning usa-alert--slim" role="alert">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{texts.failed}</p>
            <p className="usa-alert__text">
              {texts.call} <PhoneLink phone={phone} />
            </p>
            {load.status === 'failed' && load.retryable && (
              <button type="button" className="usa-button usa-button--outline" onClick={reload}>
                {texts.retry}
              </button>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
