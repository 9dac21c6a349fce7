import { PhoneLink, registerTranslations, useCourtFacts, useTranslation } from '@court/kit';
import en from './en.json';
import es from './es.json';

registerTranslations('court-contact', { en, es });

/** The three ways to reach the court (phone, e-mail, in person), from the court's settings. */
export function CourtContactList() {
  const { t } = useTranslation('court-contact');
  const court = useCourtFacts();
  return (
    <ul className="usa-list">
      <li>
        {t('phone')} <PhoneLink phone={court.phone} />
      </li>
      <li>
        {t('email')}{' '}
        <a href={`mailto:${court.contactEmail}`} className="usa-link">
          {court.contactEmail}
        </a>
      </li>
      <li>{t('inPerson', { street: court.street, city: court.city })}</li>
    </ul>
  );
}
