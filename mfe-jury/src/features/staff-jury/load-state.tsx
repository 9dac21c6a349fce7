import { useTranslation } from '@court/kit';
import type { StaffLoad } from '@court/kit/staff';

export interface LoadStateProps<T> {
  load: StaffLoad<T>;
  retry: () => void;
  /** Said while loading, already translated. */
  loading: string;
}

/** What a section shows until its data is there: a loading line, or why it is not coming. */
export function LoadState<T>({ load, retry, loading }: LoadStateProps<T>) {
  const { t } = useTranslation(['staffJury', 'validation']);
  switch (load.status) {
    case 'loading':
      return (
        <p className="court-staff-jury__loading" role="status">
          {loading}
        </p>
      );
    case 'forbidden':
      return (
        <div className="usa-alert usa-alert--error usa-alert--slim" role="alert">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{t('staff.forbidden', { ns: 'validation' })}</p>
          </div>
        </div>
      );
    // The jury's staff addresses are fixed and their queries come from the API's own lists: a
    // 404 or a 400 there is a fault, not something the clerk can change.
    case 'notFound':
    case 'invalid':
    case 'failed':
      return (
        <div className="usa-alert usa-alert--error" role="alert">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{t('failed')}</p>
            <button type="button" className="usa-button usa-button--outline" onClick={retry}>
              {t('retry')}
            </button>
          </div>
        </div>
      );
    case 'loaded':
      return null;
  }
}
