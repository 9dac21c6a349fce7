import { COURT_INFO, isSiteMessageResponse } from '@court/contract';
import { PhoneLink, useApiGet, useLanguage, useTranslation } from '@court/kit';
import { formatUpdatedDate } from './format-updated-date';

/** The probation department's current message; it keeps its space while loading. */
export function DrugTestingMessage() {
  const { t } = useTranslation('probation-drug-testing');
  const language = useLanguage();
  const { state, reload } = useApiGet('drug-testing/message', isSiteMessageResponse);
  const message = state.status === 'loaded' ? state.data.message.trim() : '';
  const updatedAt = state.status === 'loaded' ? state.data.updatedAt : null;
  const updatedDate = updatedAt ? formatUpdatedDate(updatedAt, language) : undefined;
  return (
    <div className="court-drug-testing__message">
      {state.status === 'loading' && <p role="status">{t('message.loading')}</p>}
      {message && (
        <div className="usa-alert usa-alert--info">
          <div className="usa-alert__body">
            <h2 className="usa-alert__heading">{t('message.heading')}</h2>
            <p className="usa-alert__text court-drug-testing__text">{message}</p>
            {updatedAt && updatedDate && (
              <p className="usa-alert__text court-drug-testing__updated">
                {t('message.updated')} <time dateTime={updatedAt}>{updatedDate}</time>
              </p>
            )}
          </div>
        </div>
      )}
      {state.status === 'failed' && (
        <div className="usa-alert usa-alert--warning usa-alert--slim" role="alert">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{t('message.failed')}</p>
            <p className="usa-alert__text">
              {t('message.call')} <PhoneLink phone={COURT_INFO.phone} />
            </p>
            {state.retryable && (
              <button type="button" className="usa-button usa-button--outline" onClick={reload}>
                {t('message.retry')}
              </button>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
