import type { CourtInfo } from '@court/contract';

/** The groups of Related Links, in the order the court's original site lists them. */
export const LINK_GROUPS = [
  'localCourts',
  'localInterest',
  'starkCountyCommunity',
  'stateGovernment',
] as const;
export type LinkGroupKey = (typeof LINK_GROUPS)[number];

/** A related site: its official (English) name and its address. */
export interface RelatedLink {
  name: string;
  url: string;
}

/**
 * Every address of the Related Links page. These name real public institutions, but the
 * addresses are sample data written from public knowledge: a court deployment checks each one
 * (and its name) before publishing, and re-checks them from time to time, as sites move. The
 * board of elections' address is one of the court's published facts, hence `facts`.
 */
export function relatedLinksFor(facts: CourtInfo): Record<LinkGroupKey, readonly RelatedLink[]> {
  return {
    localCourts: [
      { name: 'Supreme Court of Ohio', url: 'https://www.supremecourt.ohio.gov/' },
      { name: 'Fifth District Court of Appeals', url: 'https://www.fifthdist.org/' },
      { name: 'Stark County Court of Common Pleas', url: 'https://www.starkcountyohio.gov/' },
      { name: 'Massillon Municipal Court', url: 'https://www.massillonohio.gov/' },
      { name: 'Alliance Municipal Court', url: 'https://www.cityofalliance.com/' },
      {
        name: 'U.S. District Court, Northern District of Ohio',
        url: 'https://www.ohnd.uscourts.gov/',
      },
    ],
    localInterest: [
      { name: 'City of Canton', url: 'https://www.cantonohio.gov/' },
      { name: 'City of North Canton', url: 'https://www.northcantonohio.gov/' },
      { name: 'City of Louisville', url: 'https://www.louisvilleohio.com/' },
      { name: 'Pro Football Hall of Fame', url: 'https://www.profootballhof.com/' },
      { name: 'Stark Library', url: 'https://www.starklibrary.org/' },
    ],
    starkCountyCommunity: [
      { name: 'Stark County', url: 'https://www.starkcountyohio.gov/' },
      // The same address as the footer's link, so the two can never disagree.
      { name: 'Stark County Board of Elections', url: facts.boardOfElectionsUrl },
      { name: "Stark County Sheriff's Office", url: 'https://www.starksheriff.org/' },
      {
        name: 'Stark Area Regional Transit Authority (SARTA)',
        url: 'https://www.sartaonline.com/',
      },
    ],
    stateGovernment: [
      { name: 'State of Ohio', url: 'https://ohio.gov/' },
      { name: 'Ohio Bureau of Motor Vehicles', url: 'https://www.bmv.ohio.gov/' },
      { name: 'Ohio Attorney General', url: 'https://www.ohioattorneygeneral.gov/' },
      { name: 'Ohio Secretary of State', url: 'https://www.ohiosos.gov/' },
      { name: 'Ohio Laws and Administrative Rules', url: 'https://codes.ohio.gov/' },
    ],
  };
}
