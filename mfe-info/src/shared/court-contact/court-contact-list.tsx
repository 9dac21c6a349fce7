import { COURT_INFO } from '@court/contract';
import { PhoneLink, registerTranslations, useTranslation } from '@court/kit';
import en from './en.json';
import es from './es.json';

registerTranslations('court-contact', { en, es });

/** The three ways to reach the court (phone, e-mail, in person), from the court's settings. */
export function CourtContactList() {
  const { t } = useTranslation('court-contact');
  return (
    <ul className="usa-list">
      <li>
        {t('phone')} <PhoneLink phone={COURT_INFO.phone} />
      </li>
      <li>
        {t('email')}{' '}
        <a href={`mailto:${COURT_INFO.contactEmail}`} className="usa-link">
          {COURT_INFO.contactEmail}
        </a>
      </li>
      <li>{t('inPerson', { street: COURT_INFO.street, city: COURT_INFO.city })}</li>
    </ul>
  );
}
