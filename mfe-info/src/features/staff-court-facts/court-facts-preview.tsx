import { PhoneLink, useCourtFactInLanguage, useCourtFacts, useTranslation } from '@court/kit';
import { CourtContactList } from '../../shared/court-contact/court-contact-list';
import { STAFF_COURT_FACTS_NS } from './staff-court-facts-translations';

/**
 * What the pages show of the facts, as each shows it, in the preview's language: the contact list
 * of Contact Us and the home page, the footer's name, address and main phone on every page, and
 * the parking paragraph of Hours and Parking.
 */
export function CourtFactsPreview() {
  const { t } = useTranslation(STAFF_COURT_FACTS_NS);
  const court = useCourtFacts();
  const name = useCourtFactInLanguage('name');
  const parking = useCourtFactInLanguage('publicParking');
  return (
    <>
      <h4>{t('preview.contactList')}</h4>
      <CourtContactList />
      <h4>{t('preview.footer')}</h4>
      <p>{name}</p>
      <address>
        {court.street}
        <br />
        {court.city}, {court.state} {court.zip}
        <br />
        <PhoneLink phone={court.phone} />
      </address>
      <h4>{t('preview.parking')}</h4>
      <p>{parking}</p>
    </>
  );
}
