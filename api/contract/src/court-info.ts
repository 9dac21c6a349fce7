/**
 * Court-specific facts the specification withholds ({phone}, {email}, external addresses).
 * These defaults are deliberately fictional (555-01xx numbers, example.org addresses) so the
 * sample site can never send a visitor to a real number; a court deployment replaces this file.
 */
export interface CourtInfo {
  name: string;
  clerkName: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  /** The court's central contact number, shown wherever the spec says {phone}. */
  phone: string;
  juryPhone: string;
  juryTextPhone: string;
  juryOnCallPhone: string;
  juryEmail: string;
  contactEmail: string;
  externalSiteUrl: string;
  caseInformationSystemUrl: string;
  jurorPortalUrl: string;
  jurorExcuseRequestUrl: string;
  boardOfElectionsUrl: string;
  mapsUrl: string;
}

export const COURT_INFO: CourtInfo = {
  name: 'Canton Municipal Court',
  clerkName: 'Sample Clerk Name',
  street: '218 Cleveland Avenue S.W.',
  city: 'Canton',
  state: 'Ohio',
  zip: '44702',
  phone: '330-555-0100',
  juryPhone: '330-555-0101',
  juryTextPhone: '330-555-0102',
  juryOnCallPhone: '330-555-0103',
  juryEmail: 'jury@example.org',
  contactEmail: 'clerk@example.org',
  externalSiteUrl: 'https://court.example.org/',
  caseInformationSystemUrl: 'https://cjis.example.org/',
  jurorPortalUrl: 'https://juror-portal.example.org/',
  jurorExcuseRequestUrl: 'https://juror-portal.example.org/excuse',
  boardOfElectionsUrl: 'https://elections.example.org/',
  mapsUrl: 'https://maps.example.org/?q=218+Cleveland+Avenue+SW+Canton+OH+44702',
};

/** Digits of a phone number for a tel: link. */
export function telHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, '')}`;
}
