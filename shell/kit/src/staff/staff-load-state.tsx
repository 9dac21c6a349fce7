import type { ReactNode } from 'react';
import { Alert, isUnavailable, type ApiLoad } from '@court/kit';
import { useStaffTranslation } from './staff-translations';

/**
 * The kit's words for a staff GET the API answered 503: the court's database cannot be reached,
 * the member of staff is still signed in. For pages that draw their own failure alert.
 */
export function useStaffUnavailableText(): string {
  const { t } = useStaffTranslation();
  return t('load.unavailable');
}

/** What a page says about its staff GET, in the page's own words, already translated. */
export interface StaffLoadTexts {
  /** The loading line, announced as a status. */
  loading: string;
  /** The error alert's text when the GET failed. */
  failed: string;
  /** The label of the alert's button that asks again. */
  retry: string;
  /**
   * A line shown for a 403. Without it a 403 shows nothing here: the page is expected to show
   * StaffForbidden in place of its content.
   */
  forbidden?: string;
  /**
   * A line shown for a 400, e.g. beside a filter form that shows the API's messages. Without it
   * a 400 is a failure: an address the page builds itself is not for the reader to correct.
   */
  invalid?: string;
  /** A line shown for a 404. Without it a 404 is a failure, for the same reason. */
  notFound?: string;
}

export interface StaffLoadStateProps<T> {
  load: ApiLoad<T>;
  /** Asks again; the failure alert's button calls it. */
  retry: () => void;
  texts: StaffLoadTexts;
  /** The class of the loading line, for a section that spaces it differently from a page. */
  loadingClassName?: string;
  /** Renders the data once loaded; without it, nothing is shown then. */
  children?: (data: T) => ReactNode;
}

/**
 * Where a staff GET stands, in one place of the page: a loading line (role="status"), an error
 * alert (role="alert") with a button to ask again (in the kit's words when the court's database
 * cannot be reached), a line for a refusal the page expects, or the loaded data. Nothing takes
 * focus: the alert is announced by its role.
 */
export function StaffLoadState<T>({
  load,
  retry,
  texts,
  loadingClassName = 'court-loading',
  children,
}: StaffLoadStateProps<T>) {
  const unavailable = useStaffUnavailableText();
  switch (load.status) {
    case 'loading':
      return (
        <p className={loadingClassName} role="status">
          {texts.loading}
        </p>
      );
    case 'ready':
      return children ? <>{children(load.data)}</> : null;
    // The staff gate asks for a sign-in again.
    case 'signedOut':
      return null;
    case 'refused': {
      const line = load.reason === 'forbidden' ? (texts.forbidden ?? null) : texts[load.reason];
      if (line === null) return null;
      if (line !== undefined) return <p>{line}</p>;
      break;
    }
    case 'failed':
      break;
  }
  return (
    <Alert kind="error">
      <p className="usa-alert__text">{isUnavailable(load) ? unavailable : texts.failed}</p>
      <button type="button" className="usa-button usa-button--outline" onClick={retry}>
        {texts.retry}
      </button>
    </Alert>
  );
}
