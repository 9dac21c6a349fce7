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

export const FIRST_ANNUAL_REPORT_YEAR = 2003;
export const LATEST_ANNUAL_REPORT_YEAR = 2023;

export function annualReportSlug(year: number): string {
  return `annual-report-${year}`;
}

/** Fee and cost schedules of the Fees and Costs modal and the footer: one current PDF each. */
export const FEE_SCHEDULES = [
  { slug: 'costs-civil', title: { en: 'Civil', es: 'Civil' } },
  { slug: 'costs-criminal-traffic', title: { en: 'Criminal/Traffic', es: 'Penal/Tránsito' } },
  {
    slug: 'costs-waiver-bureau',
    title: { en: 'Waiver Bureau', es: 'Oficina de Pagos sin Comparecencia' },
  },
] as const satisfies readonly Omit<CourtDocument, 'group'>[];

const annualReports: CourtDocument[] = Array.from(
  { length: LATEST_ANNUAL_REPORT_YEAR - FIRST_ANNUAL_REPORT_YEAR + 1 },
  (_, index) => {
    const year = LATEST_ANNUAL_REPORT_YEAR - index;
    return {
      slug: annualReportSlug(year),
      group: 'annual-reports' as const,
      title: { en: `${year} Annual Report`, es: `Informe anual ${year}` },
    };
  },
);

/**
 * The catalog of the documents the site links to. The forms groups are added with the forms
 * page; a court adds a document here and drops its PDF in the documents folder.
 */
export const COURT_DOCUMENTS: CourtDocument[] = [
  ...FEE_SCHEDULES.map((fee) => ({ ...fee, group: 'fees' as const })),
  {
    slug: 'local-rules',
    group: 'court',
    title: { en: 'Local Rules of Court', es: 'Reglas locales del tribunal' },
  },
  {
    slug: 'rule-for-public-comment',
    group: 'court',
    title: { en: 'Rule for Public Comment', es: 'Regla para comentario público' },
  },
  {
    slug: 'unclaimed-funds',
    group: 'court',
    title: { en: 'Unclaimed Funds', es: 'Fondos no reclamados' },
  },
  {
    slug: 'zoom-hearing-policy',
    group: 'policies',
    title: { en: 'Zoom Hearing Policy', es: 'Política de audiencias por Zoom' },
  },
  {
    slug: 'zoom-hearing-instructions',
    group: 'policies',
    title: { en: 'Zoom Hearing Instructions', es: 'Instrucciones para audiencias por Zoom' },
  },
  {
    slug: 'language-access-plan',
    group: 'policies',
    title: { en: 'Language Access Plan', es: 'Plan de acceso lingüístico' },
  },
  ...annualReports,
];
