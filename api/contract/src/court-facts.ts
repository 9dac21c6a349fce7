import type { ContentChange, ContentEditor, ContentVersion } from './content';
import type { CourtInfo } from './court-info';

/** The published court facts (GET, under API_BASE); every page is rendered with them. */
export const COURT_FACTS_PATH = 'court/facts';

/** The staff tool's endpoint, under STAFF_API_BASE: the draft, what is published, the versions. */
export const STAFF_COURT_FACTS_ENDPOINT = 'content/court-facts';

/** A court fact by name. */
export type CourtFactName = keyof CourtInfo;

/** How a fact is checked: a line of text, a phone, an e-mail address, a ZIP code or a link. */
export type CourtFactKind = 'text' | 'phone' | 'email' | 'zip' | 'url';

/** Every fact staff edit, in the order the tool shows them, grouped as the tool groups them. */
export const COURT_FACT_GROUPS: readonly {
  key: 'court' | 'phones' | 'email' | 'links' | 'parking';
  facts: readonly { name: CourtFactName; kind: CourtFactKind }[];
}[] = [
  {
    key: 'court',
    facts: [
      { name: 'name', kind: 'text' },
      { name: 'nameEs', kind: 'text' },
      { name: 'clerkName', kind: 'text' },
      { name: 'street', kind: 'text' },
      { name: 'city', kind: 'text' },
      { name: 'state', kind: 'text' },
      { name: 'zip', kind: 'zip' },
      { name: 'whereInBuilding', kind: 'text' },
      { name: 'whereInBuildingEs', kind: 'text' },
    ],
  },
  {
    key: 'phones',
    facts: [
      { name: 'phone', kind: 'phone' },
      { name: 'juryPhone', kind: 'phone' },
      { name: 'juryTextPhone', kind: 'phone' },
      { name: 'juryOnCallPhone', kind: 'phone' },
      { name: 'juryFax', kind: 'phone' },
    ],
  },
  {
    key: 'email',
    facts: [
      { name: 'contactEmail', kind: 'email' },
      { name: 'juryEmail', kind: 'email' },
    ],
  },
  {
    key: 'links',
    facts: [
      { name: 'externalSiteUrl', kind: 'url' },
      { name: 'caseInformationSystemUrl', kind: 'url' },
      { name: 'jurorPortalUrl', kind: 'url' },
      { name: 'jurorExcuseRequestUrl', kind: 'url' },
      { name: 'boardOfElectionsUrl', kind: 'url' },
      { name: 'mapsUrl', kind: 'url' },
    ],
  },
  {
    key: 'parking',
    facts: [
      { name: 'publicParking', kind: 'text' },
      { name: 'publicParkingEs', kind: 'text' },
      { name: 'juryParkingLotName', kind: 'text' },
      { name: 'juryParkingStreet', kind: 'text' },
      { name: 'juryParkingCrossStreet', kind: 'text' },
    ],
  },
];

/** Every fact staff edit, in the tool's order. */
export const COURT_FACT_NAMES: readonly CourtFactName[] = COURT_FACT_GROUPS.flatMap((group) =>
  group.facts.map((fact) => fact.name),
);

/** One fact that differs between two versions, in words: its name, before and after. */
export type CourtFactChange = ContentChange<CourtFactName, string>;

/** A published version of the court facts. */
export type CourtFactsVersion = ContentVersion<CourtInfo, CourtFactChange>;

/** The staff tool's view (GET, and the answer of every write): draft, published, versions. */
export type CourtFactsEditor = ContentEditor<CourtInfo, CourtFactChange>;

/** The facts of `before` that `after` changes, in the tool's order. */
export function courtFactChanges(before: CourtInfo, after: CourtInfo): CourtFactChange[] {
  return COURT_FACT_NAMES.filter((name) => before[name] !== after[name]).map((name) => ({
    name,
    before: before[name],
    after: after[name],
  }));
}
