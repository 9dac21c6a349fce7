import { type CourtContacts, type OfficePhone } from '@court/contract';
import { phoneAsShown } from '@court/contract/schemas';
import { useTextLanguage } from '@court/kit';
import { OfficeTables } from '../contact-us/directory-tables';

/**
 * The offices as the page will list them: one whose English name is not written yet is left out
 * (the page could not show it empty), and a number typed another usual way is written as the
 * page writes it.
 */
function shownOffices(offices: readonly OfficePhone[]): OfficePhone[] {
  return offices
    .filter((office) => office.name.en.trim() !== '')
    .map((office) => ({ name: office.name, phone: String(phoneAsShown(office.phone.trim())) }));
}

/**
 * Contact Us's two tables of offices as they are typed, between the court's published main line
 * and Jury Office, in the preview's language (its translator's, not the staff page's).
 */
export function CourtContactsPreview({ contacts }: { contacts: CourtContacts }) {
  const language = useTextLanguage();
  return (
    <OfficeTables
      contacts={{
        clerkOffices: shownOffices(contacts.clerkOffices),
        otherOffices: shownOffices(contacts.otherOffices),
      }}
      language={language}
    />
  );
}
