/** Types of search-fragment.mjs, for the TypeScript that imports it (its tests). */

export declare const SEARCH_FRAGMENT: string;
export declare const SEARCH_FRAGMENT_FORMAT: number;
export declare const SEARCH_NAVIGATION: string;
export declare const SEARCH_NAVIGATION_FORMAT: number;

/** One part of a page a search result can lead to. */
export interface SearchSection {
  /** The id a link opens the section with (#anchor); null for the top of the page. */
  anchor: string | null;
  /** The section's heading or FAQ question; null for the text before the first heading. */
  heading: string | null;
  text: string;
}

export declare function extractSearchSections(html: string): SearchSection[];

/** A link of the site's navigation: where it leads and the words it shows. */
export interface NavigationLink {
  href: string;
  label: string;
}

export declare function extractNavigationLinks(html: string): NavigationLink[];

export declare function searchTitle(documentTitle: string): string;
