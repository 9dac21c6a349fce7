import type { Language } from './constants';

/**
 * The court's own facts: its name, clerk, address, phones, e-mail addresses and the external
 * sites its pages send visitors to. Staff with the content role edit and publish them; the pages
 * read the published ones (COURT_FACTS_PATH).
 */
export interface CourtInfo {
  /** The court's name in English: the navbar, the footer, every page's title and what it sends. */
  name: string;
  /** The same in Spanish, for the Spanish pages and what the court sends in Spanish. */
  nameEs: string;
  clerkName: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  /**
   * Where the court is in its building, as it ends "The court is …" ("on the main level of City
   * Hall"); the Spanish ends "El tribunal está …".
   */
  whereInBuilding: string;
  whereInBuildingEs: string;
  /** The court's central contact number, shown wherever a page gives the court's phone. */
  phone: string;
  juryPhone: string;
  juryTextPhone: string;
  juryOnCallPhone: string;
  /** Fax for the medical documents a juror sends with a request to be excused. */
  juryFax: string;
  juryEmail: string;
  contactEmail: string;
  externalSiteUrl: string;
  caseInformationSystemUrl: string;
  jurorPortalUrl: string;
  jurorExcuseRequestUrl: string;
  boardOfElectionsUrl: string;
  mapsUrl: string;
  /** Where visitors park: one or two sentences for the hours and parking page. */
  publicParking: string;
  publicParkingEs: string;
  /** Name of the surface lot where jurors park free (jury parking page). */
  juryParkingLotName: string;
  /** The two streets whose corner the jurors' lot is on. */
  juryParkingStreet: string;
  juryParkingCrossStreet: string;
}

/**
 * The facts the site shows until staff publish the court's own. Deliberately fictional
 * (555-01xx numbers, example.org addresses), so the sample site can never send a visitor to a
 * real number.
 */
export const COURT_INFO: CourtInfo = {
  name: 'Canton Municipal Court',
  nameEs: 'Tribunal Municipal de Canton',
  clerkName: 'Sample Clerk Name',
  street: '218 Cleveland Avenue S.W.',
  city: 'Canton',
  state: 'Ohio',
  zip: '44702',
  whereInBuilding: 'on the main level of City Hall',
  whereInBuildingEs: 'en la planta principal del Ayuntamiento (City Hall)',
  phone: '330-555-0100',
  juryPhone: '330-555-0101',
  juryTextPhone: '330-555-0102',
  juryOnCallPhone: '330-555-0103',
  juryFax: '330-555-0104',
  juryEmail: 'jury@example.org',
  contactEmail: 'clerk@example.org',
  externalSiteUrl: 'https://court.example.org/',
  caseInformationSystemUrl: 'https://cjis.example.org/',
  jurorPortalUrl: 'https://juror-portal.example.org/',
  jurorExcuseRequestUrl: 'https://juror-portal.example.org/excuse',
  boardOfElectionsUrl: 'https://elections.example.org/',
  mapsUrl: 'https://maps.example.org/?q=218+Cleveland+Avenue+SW+Canton+OH+44702',
  publicParking:
    'Metered parking is on the streets around City Hall, and there is a parking deck behind it.',
  publicParkingEs:
    'Hay estacionamiento con parquímetros en las calles alrededor del Ayuntamiento y un edificio de estacionamiento detrás de él.',
  // The driving directions send jurors to the Parkway Parking Deck while the jury parking page
  // names a surface lot: the court must confirm which is right before either goes live.
  juryParkingLotName: 'Sample Juror Lot',
  juryParkingStreet: 'Sample Street One',
  juryParkingCrossStreet: 'Sample Street Two',
};

/** The facts staff give in both languages: each one's Spanish is the fact named <fact>Es. */
export type BilingualCourtFact = 'name' | 'whereInBuilding' | 'publicParking';

/** A fact given in both languages, in `language`. */
export function courtFactIn<Fact extends BilingualCourtFact>(
  facts: Pick<CourtInfo, Fact | `${Fact}Es`>,
  fact: Fact,
  language: Language,
): string {
  return language === 'es' ? facts[`${fact}Es`] : facts[fact];
}

/** The court's name in a language. */
export function courtNameIn(facts: Pick<CourtInfo, 'name' | 'nameEs'>, language: Language): string {
  return courtFactIn(facts, 'name', language);
}

/** Digits of a phone number for a tel: link. */
export function telHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, '')}`;
}

/** Titles an official of the court can hold; the front ends translate them. */
export type OfficialTitleKey =
  | 'clerkOfCourt'
  | 'judge'
  | 'administrativeJudge'
  | 'magistrate'
  | 'staffAttorneyMagistrate'
  | 'courtAdministrator';

/** A contact entry: who, and the phone number that reaches them. */
export interface PersonContact {
  name: string;
  contact: string;
}

/**
 * The judges' table of Contact us. The offices' tables are staff-edited content (CourtContacts),
 * headed and closed by the court's published phone and jury phone.
 */
export interface ContactDirectory {
  judges: readonly PersonContact[];
}

/**
 * The judges' table of Contact us: each judge serving and the chambers number staff gave them; a
 * judge without one is given the court's published phone.
 */
export function contactDirectoryFor(
  facts: CourtInfo,
  officials: readonly { title: OfficialTitleKey; name: string; phone: string }[],
): ContactDirectory {
  return {
    judges: officials
      .filter((official) => official.title === 'judge' || official.title === 'administrativeJudge')
      .map((judge) => ({ name: judge.name, contact: judge.phone || facts.phone })),
  };
}
