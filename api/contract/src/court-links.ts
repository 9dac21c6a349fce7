import {
  headedGroupChanges,
  type BilingualText,
  type ContentEditor,
  type ContentVersion,
  type HeadedGroupChange,
  type MissingSpanishPlace,
} from './content';

/** The published Related Links (GET, under API_BASE). */
export const COURT_LINKS_PATH = 'court/links';

/** The staff tool's endpoint, under STAFF_API_BASE. */
export const STAFF_COURT_LINKS_ENDPOINT = 'content/court-links';

/**
 * A related site: its name and its https address. Most are institutions' official English names,
 * so the Spanish is often left empty: the Spanish page then shows the English, marked as such.
 */
export interface RelatedLink {
  name: BilingualText;
  url: string;
}

/** A group of links under its heading, in the order the page lists them. */
export interface RelatedLinkGroup {
  heading: BilingualText;
  links: RelatedLink[];
}

/** The Related Links page, as staff edit and publish it. */
export interface CourtLinks {
  groups: RelatedLinkGroup[];
}

/** What one version changes from another: a group's heading, or a link by its place. */
export type CourtLinksChange = HeadedGroupChange<RelatedLink>;

export type CourtLinksVersion = ContentVersion<CourtLinks, CourtLinksChange>;
export type CourtLinksEditor = ContentEditor<CourtLinks, CourtLinksChange>;

function link(name: string, url: string): RelatedLink {
  return { name: { en: name, es: '' }, url };
}

/**
 * The links the site shows until staff publish the court's own. They name real public
 * institutions, but the addresses are sample data written from public knowledge: a court checks
 * each one (and its name) before going live, and again from time to time, as sites move.
 */
export const COURT_LINKS: CourtLinks = {
  groups: [
    {
      heading: { en: 'Local Courts', es: 'Tribunales locales' },
      links: [
        link('Supreme Court of Ohio', 'https://www.supremecourt.ohio.gov/'),
        link('Fifth District Court of Appeals', 'https://www.fifthdist.org/'),
        link('Stark County Court of Common Pleas', 'https://www.starkcountyohio.gov/'),
        link('Massillon Municipal Court', 'https://www.massillonohio.gov/'),
        link('Alliance Municipal Court', 'https://www.cityofalliance.com/'),
        link('U.S. District Court, Northern District of Ohio', 'https://www.ohnd.uscourts.gov/'),
      ],
    },
    {
      heading: { en: 'Local Interest', es: 'De interés local' },
      links: [
        link('City of Canton', 'https://www.cantonohio.gov/'),
        link('City of North Canton', 'https://www.northcantonohio.gov/'),
        link('City of Louisville', 'https://www.louisvilleohio.com/'),
        link('Pro Football Hall of Fame', 'https://www.profootballhof.com/'),
        link('Stark Library', 'https://www.starklibrary.org/'),
      ],
    },
    {
      heading: { en: 'Stark County Community', es: 'Comunidad del condado de Stark' },
      links: [
        link('Stark County', 'https://www.starkcountyohio.gov/'),
        link('Stark County Board of Elections', 'https://www.boe.ohio.gov/stark/'),
        link("Stark County Sheriff's Office", 'https://www.starksheriff.org/'),
        link('Stark Area Regional Transit Authority (SARTA)', 'https://www.sartaonline.com/'),
      ],
    },
    {
      heading: { en: 'State Government', es: 'Gobierno estatal' },
      links: [
        link('State of Ohio', 'https://ohio.gov/'),
        link('Ohio Bureau of Motor Vehicles', 'https://www.bmv.ohio.gov/'),
        link('Ohio Attorney General', 'https://www.ohioattorneygeneral.gov/'),
        link('Ohio Secretary of State', 'https://www.ohiosos.gov/'),
        link('Ohio Laws and Administrative Rules', 'https://codes.ohio.gov/'),
      ],
    },
  ],
};

/**
 * What `after` changes from `before`: a group's heading (`group.1.heading`) or one of its links
 * (`group.1.link.3`).
 */
export function courtLinksChanges(before: CourtLinks, after: CourtLinks): CourtLinksChange[] {
  return headedGroupChanges(before.groups, after.groups, (group) => group.links, {
    group: 'group',
    entry: 'link',
  });
}

/** A group whose heading has no Spanish, by its place (from 1). */
export type CourtLinksMissingSpanish = MissingSpanishPlace & {
  group: number;
  heading: BilingualText;
};

/**
 * Places where Spanish is missing: group headings only (key `group.2.heading`), since most
 * links' names are institutions' official English ones.
 */
export function courtLinksMissingSpanish(links: CourtLinks): CourtLinksMissingSpanish[] {
  return links.groups.flatMap(({ heading }, index) =>
    heading.es === '' ? [{ key: `group.${index + 1}.heading`, group: index + 1, heading }] : [],
  );
}
