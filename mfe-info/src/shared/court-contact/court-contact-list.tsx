import {
  PhoneLink,
  registerTranslations,
  useCourtFactInLanguage,
  useCourtFacts,
  useHoursSummary,
  useTranslation,
} from '@court/kit';
import en from './en.json';
import es from './es.json';

registerTranslations('court-contact', { en, es });

/**
 * The three ways to reach the court (phone, e-mail, in person), from the court's settings and
 * the Clerk of Court's office's published hours.
 */
export function CourtContactList() {
  const { t } = useTranslation('court-contact');
  const court = useCourtFacts();
  const clerkHours = useHoursSummary('clerk');
  const where = useCourtFactInLanguage('whereInBuilding');
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
      <li>{t('inPerson', { where, street: court.street, city: court.city, hours: clerkHours })}</li>
    </ul>
  );
}
