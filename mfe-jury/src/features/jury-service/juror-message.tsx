import { COURT_INFO, isSiteMessageResponse } from '@court/contract';
import { PhoneLink, useApiGet, useTranslation } from '@court/kit';

/** The juror message box; the space it keeps while loading stops the tiles below from jumping. */
export function JurorMessage() {
  const { t } = useTranslation('jury-service');
  const { state } = useApiGet('juror/message', isSiteMessageResponse);
  const message = state.status === 'loaded' ? state.data.message.trim() : '';
  return (
    <div className="court-juror-message">
      {state.status === 'loading' && <p role="status">{t('message.loading')}</p>}
      {message && (
        <div className="usa-alert usa-alert--info">
          <div className="usa-alert__body">
            <h2 className="usa-alert__heading">{t('message.heading')}</h2>
            <p className="usa-alert__text court-juror-message__text">{message}</p>
          </div>
        </div>
      )}
      {state.status === 'failed' && (
        <div className="usa-alert usa-alert--warning usa-alert--slim" role="alert">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{t('message.failed')}</p>
            <p className="usa-alert__text">
              {t('message.callJuryOffice')} <PhoneLink phone={COURT_INFO.juryPhone} />
            </p>
          </div>
        </div>
      )}
    </div>
  );
}
