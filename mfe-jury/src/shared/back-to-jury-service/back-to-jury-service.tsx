import { LocalizedLink, registerTranslations, useTranslation } from '@court/kit';
import en from './en.json';
import es from './es.json';
import './back-to-jury-service.css';

registerTranslations('jury-back-link', { en, es });

/** The button-styled way back to the jury service menu that every jury sub-page ends with. */
export function BackToJuryService() {
  const { t } = useTranslation('jury-back-link');
  return (
    <p className="court-jury-back">
      <LocalizedLink to="jury-service" className="usa-button">
        {t('backToJuryService')}
      </LocalizedLink>
    </p>
  );
}
