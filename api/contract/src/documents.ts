import type { Language } from './constants';

export type DocumentGroup =
  | 'fees'
  | 'court'
  | 'annual-reports'
  | 'policies'
  | 'victim-rights'
  | 'bank-garnishments'
  | 'wage-garnishments'
  | 'other-forms';

/** A PDF of the court's document library, served at /documents/<slug>.pdf. */
export interface CourtDocument {
  slug: string;
  group: DocumentGroup;
  title: Record<Language, string>;
}

/** One document of GET /api/muni/documents. */
export interface DocumentListItem {
  slug: string;
  title: Record<Language, string>;
  url: string;
}

/** GET /api/muni/documents answers the catalog grouped, in catalog order. */
export interface DocumentGroupListing {
  group: DocumentGroup;
  documents: DocumentListItem[];
}

/** The documents the site's footer links to, by address. */
export const FOOTER_DOCUMENT_SLUGS = ['local-rules', 'rule-for-public-comment', 'unclaimed-funds'];

/** GET documents/footer (page data of every page): where each footer document is now. */
export const FOOTER_DOCUMENTS_PATH = 'documents/footer';

/**
 * Which document each footer link serves now: itself, its replacement when staff retired it for
 * another, or null when it was retired without one (the footer then leaves it out).
 */
export interface FooterDocuments {
  documents: { slug: string; current: string | null }[];
}

/** URL of a document of the library. */
export function documentUrl(slug: string): string {
  return `/documents/${encodeURIComponent(slug)}.pdf`;
}

/** The listed documents of one group of a catalog listing, in the court's order; none if absent. */
export function documentsInGroup(
  catalog: readonly DocumentGroupListing[],
  group: DocumentGroup,
): DocumentListItem[] {
  return catalog.find((entry) => entry.group === group)?.documents ?? [];
}

/**
 * The first and last year of the annual reports listed, read from their addresses
 * (annual-report-<year>); null when none has a year in its address.
 */
export function annualReportYears(
  reports: readonly DocumentListItem[],
): { first: number; last: number } | null {
  const years = reports.flatMap(({ slug }) => {
    const year = /^annual-report-(\d{4})$/.exec(slug)?.[1];
    return year ? [Number(year)] : [];
  });
  return years.length === 0 ? null : { first: Math.min(...years), last: Math.max(...years) };
}

/** How many of the latest annual reports the home page links to, as the original site's does. */
export const LATEST_ANNUAL_REPORTS = 3;

/**
 * GET documents/annual-reports/latest (the home page's data): the latest annual reports and the
 * years all of them span, not the whole library the home page would otherwise carry.
 */
export const LATEST_ANNUAL_REPORTS_PATH = 'documents/annual-reports/latest';

export interface LatestAnnualReports {
  /** The latest reports, newest first as staff order them. */
  reports: DocumentListItem[];
  /** The first and last year of every report listed; null when none has a year. */
  years: { first: number; last: number } | null;
}

/** The latest annual reports of a catalog listing, and the years all of them span. */
export function latestAnnualReports(catalog: readonly DocumentGroupListing[]): LatestAnnualReports {
  const reports = documentsInGroup(catalog, 'annual-reports');
  return { reports: reports.slice(0, LATEST_ANNUAL_REPORTS), years: annualReportYears(reports) };
}

/**
 * The PDF form groups of the Forms page, in the order the page shows them, with
 * their headings. The titles follow Ohio's statutory forms and the usual municipal-court forms;
 * where a title is a guess rather than a known statutory or Canton form, a comment says so.
 */
export const FORM_GROUPS = [
  { group: 'victim-rights', title: { en: 'Victim Rights', es: 'Derechos de las víctimas' } },
  { group: 'bank-garnishments', title: { en: 'Bank Garnishments', es: 'Embargos bancarios' } },
  {
    group: 'wage-garnishments',
    title: { en: 'Wage Garnishments', es: 'Embargos de salario' },
  },
  { group: 'other-forms', title: { en: 'Other Forms', es: 'Otros formularios' } },
] as const satisfies readonly { group: DocumentGroup; title: Record<Language, string> }[];
