import type { ReactNode } from 'react';
import { useCourtFacts } from '../court-facts/court-facts';
import { useTranslation } from '../i18n/use-translation';
import { PhoneLink } from '../links/phone-link';
import type { ApiGet } from './use-api-get';

export interface ContentLoadStateProps<T> {
  /** What useApiGet answered for the page's content. */
  request: Pick<ApiGet<T>, 'load' | 'latest' | 'reload'>;
  /** Said while it loads: "Loading the list of forms…". */
  loading: string;
  /** Said when it could not be loaded: "The list of forms could not be loaded…". */
  failed: string;
  /** The words before the court's phone number when it could not: "To get a form, call the court:". */
  call: string;
  children: (data: T) => ReactNode;
}

/**
 * A public page's content read from the API: the content once it has arrived (at once for a page
 * the server rendered with it), a status line while it loads (a page opened from another), and
 * when it cannot be had, a warning with the court's phone and, when asking again may help, a
 * button to do so. Never the content the site started from, which may no longer be the court's.
 */
export function ContentLoadState<T>({
  request: { load, latest, reload },
  loading,
  failed,
  call,
  children,
}: ContentLoadStateProps<T>) {
  const { t } = useTranslation('kit');
  const court = useCourtFacts();
  if (latest !== undefined) return children(latest);
  if (load.status === 'ready') return children(load.data);
  if (load.status === 'loading') return <p role="status">{loading}</p>;
  return (
    <div className="usa-alert usa-alert--warning usa-alert--slim" role="alert">
      <div className="usa-alert__body">
        <p className="usa-alert__text">{failed}</p>
        <p className="usa-alert__text">
          {call} <PhoneLink phone={court.phone} />
        </p>
        {load.status === 'failed' && load.retryable && (
          <button type="button" className="usa-button usa-button--outline" onClick={reload}>
            {t('retry')}
          </button>
        )}
      </div>
    </div>
  );
}
