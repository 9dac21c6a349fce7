import type { CourtDocument } from '@court/contract';

/*
 * The document library the site was built with: it fills an empty database on the first start
 * (with the court's own files from DOCUMENTS_DIR where there are, samples otherwise); from then
 * on staff keep the library at /staff/documents and this list is not read again.
 */

const FIRST_ANNUAL_REPORT_YEAR = 2003;
const LATEST_ANNUAL_REPORT_YEAR = 2023;

function annualReportSlug(year: number): string {
  return `annual-report-${year}`;
}

/** Fee and cost schedules of the Fees and Costs modal and the footer: one current PDF each. */
const FEE_SCHEDULES = [
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

/** Marsy's Law (Ohio Constitution, Art. I, Sec. 10a) victim forms. */
const VICTIM_RIGHTS_FORMS: CourtDocument[] = [
  {
    slug: 'victim-rights-request-form',
    group: 'victim-rights',
    title: {
      en: "Victim's Rights Request Form (Marsy's Law)",
      es: 'Formulario de solicitud de derechos de la víctima (Ley de Marsy)',
    },
  },
  // Guessed title: a common second victim form in Ohio courts.
  {
    slug: 'victim-impact-statement',
    group: 'victim-rights',
    title: { en: 'Victim Impact Statement', es: 'Declaración sobre el impacto en la víctima' },
  },
];

/** Garnishment of a bank account: the statutory forms of R.C. 2716.11 to 2716.13. */
const BANK_GARNISHMENT_FORMS: CourtDocument[] = [
  // R.C. 2716.11.
  {
    slug: 'bank-garnishment-affidavit-order-and-notice',
    group: 'bank-garnishments',
    title: {
      en: 'Affidavit, Order and Notice of Garnishment of Property Other Than Personal Earnings',
      es: 'Declaración jurada, orden y aviso de embargo de bienes distintos de los ingresos personales',
    },
  },
  // R.C. 2716.13.
  {
    slug: 'bank-garnishment-notice-of-court-proceeding',
    group: 'bank-garnishments',
    title: {
      en: 'Notice of Court Proceeding to Collect Debt',
      es: 'Aviso de procedimiento judicial para cobrar una deuda',
    },
  },
  // R.C. 2716.13.
  {
    slug: 'bank-garnishment-request-for-hearing',
    group: 'bank-garnishments',
    title: {
      en: 'Request for Hearing (Garnishment of Property Other Than Personal Earnings)',
      es: 'Solicitud de audiencia (embargo de bienes distintos de los ingresos personales)',
    },
  },
  // Guessed title: the bank's answer form of a common garnishment packet.
  {
    slug: 'bank-garnishment-answer-of-garnishee',
    group: 'bank-garnishments',
    title: {
      en: 'Answer of Garnishee (Property Other Than Personal Earnings)',
      es: 'Respuesta del tercero embargado (bienes distintos de los ingresos personales)',
    },
  },
];

/** Garnishment of wages: the statutory forms of R.C. 2716.02 to 2716.06 and 2716.041. */
const WAGE_GARNISHMENT_FORMS: CourtDocument[] = [
  // R.C. 2716.02; the exact statutory heading is a guess.
  {
    slug: 'wage-garnishment-demand-for-payment',
    group: 'wage-garnishments',
    title: { en: 'Demand for Payment of Judgment', es: 'Requerimiento de pago de la sentencia' },
  },
  // R.C. 2716.03.
  {
    slug: 'wage-garnishment-affidavit-of-judgment-creditor',
    group: 'wage-garnishments',
    title: {
      en: 'Affidavit of Judgment Creditor for Garnishment of Personal Earnings',
      es: 'Declaración jurada del acreedor por sentencia para el embargo de ingresos personales',
    },
  },
  // R.C. 2716.05.
  {
    slug: 'wage-garnishment-order-and-answer-of-employer',
    group: 'wage-garnishments',
    title: {
      en: 'Order and Notice of Garnishment of Personal Earnings and Answer of Employer',
      es: 'Orden y aviso de embargo de ingresos personales y respuesta del empleador',
    },
  },
  // R.C. 2716.06.
  {
    slug: 'wage-garnishment-notice-to-judgment-debtor',
    group: 'wage-garnishments',
    title: {
      en: 'Notice to Judgment Debtor (Garnishment of Personal Earnings)',
      es: 'Aviso al deudor por sentencia (embargo de ingresos personales)',
    },
  },
  // R.C. 2716.06.
  {
    slug: 'wage-garnishment-request-for-hearing',
    group: 'wage-garnishments',
    title: {
      en: 'Request for Hearing (Garnishment of Personal Earnings)',
      es: 'Solicitud de audiencia (embargo de ingresos personales)',
    },
  },
  // R.C. 2716.041 (continuous order of garnishment).
  {
    slug: 'wage-garnishment-interim-report-of-employer',
    group: 'wage-garnishments',
    title: {
      en: 'Interim Report and Accounting of Employer',
      es: 'Informe y rendición de cuentas provisional del empleador',
    },
  },
  // R.C. 2716.041 (continuous order of garnishment).
  {
    slug: 'wage-garnishment-final-report-of-employer',
    group: 'wage-garnishments',
    title: {
      en: 'Final Report and Accounting of Employer',
      es: 'Informe y rendición de cuentas final del empleador',
    },
  },
];

/**
 * Civil, small claims, eviction and general forms. Only the eviction, small claims, subpoena and
 * indigency forms are known from the court's original site; the rest of this selection is a guess
 * at the court's list, made of forms Ohio municipal courts commonly publish.
 */
const OTHER_FORMS: CourtDocument[] = [
  {
    slug: 'affidavit-of-indigency',
    group: 'other-forms',
    title: { en: 'Affidavit of Indigency', es: 'Declaración jurada de indigencia' },
  },
  {
    slug: 'small-claims-complaint',
    group: 'other-forms',
    title: { en: 'Small Claims Complaint', es: 'Demanda de reclamos menores' },
  },
  {
    slug: 'small-claims-counterclaim',
    group: 'other-forms',
    title: { en: 'Small Claims Counterclaim', es: 'Contrademanda de reclamos menores' },
  },
  {
    slug: 'request-for-subpoena',
    group: 'other-forms',
    title: { en: 'Request for Subpoena', es: 'Solicitud de citación judicial (subpoena)' },
  },
  // Eviction forms: R.C. Chapter 1923.
  {
    slug: 'eviction-complaint',
    group: 'other-forms',
    title: {
      en: 'Complaint in Forcible Entry and Detainer (Eviction)',
      es: 'Demanda de desalojo (entrada y retención forzosas)',
    },
  },
  {
    slug: 'eviction-objection-to-magistrates-decision',
    group: 'other-forms',
    title: {
      en: "Objection to Magistrate's Decision (Eviction)",
      es: 'Objeción a la decisión del magistrado (desalojo)',
    },
  },
  {
    slug: 'eviction-request-for-writ-of-restitution',
    group: 'other-forms',
    title: {
      en: 'Request for Writ of Restitution (Eviction)',
      es: 'Solicitud de mandamiento de restitución (desalojo)',
    },
  },
  // R.C. 5321.07: a tenant deposits rent with the clerk.
  {
    slug: 'application-for-rent-escrow',
    group: 'other-forms',
    title: {
      en: 'Application for Rent Escrow',
      es: 'Solicitud de depósito del alquiler en el tribunal',
    },
  },
  {
    slug: 'motion-for-limited-driving-privileges',
    group: 'other-forms',
    title: {
      en: 'Motion for Limited Driving Privileges',
      es: 'Moción para privilegios limitados de conducir',
    },
  },
  // R.C. 2953.32.
  {
    slug: 'application-to-seal-record',
    group: 'other-forms',
    title: { en: 'Application to Seal Record', es: 'Solicitud para sellar el expediente' },
  },
  {
    slug: 'request-for-continuance',
    group: 'other-forms',
    title: { en: 'Request for Continuance', es: 'Solicitud de aplazamiento' },
  },
  {
    slug: 'motion-for-debtor-examination',
    group: 'other-forms',
    title: { en: "Motion for Debtor's Examination", es: 'Moción para el examen del deudor' },
  },
  {
    slug: 'request-for-certificate-of-judgment',
    group: 'other-forms',
    title: {
      en: 'Request for Certificate of Judgment',
      es: 'Solicitud de certificado de sentencia',
    },
  },
  {
    slug: 'satisfaction-of-judgment',
    group: 'other-forms',
    title: { en: 'Satisfaction of Judgment', es: 'Constancia de pago total de la sentencia' },
  },
  {
    slug: 'motion-to-vacate-default-judgment',
    group: 'other-forms',
    title: {
      en: 'Motion to Vacate Default Judgment',
      es: 'Moción para anular una sentencia en rebeldía',
    },
  },
  {
    slug: 'notice-of-voluntary-dismissal',
    group: 'other-forms',
    title: { en: 'Notice of Voluntary Dismissal', es: 'Aviso de desistimiento voluntario' },
  },
  // Civ.R. 4.6(D).
  {
    slug: 'request-for-ordinary-mail-service',
    group: 'other-forms',
    title: {
      en: 'Request for Service by Ordinary Mail',
      es: 'Solicitud de notificación por correo ordinario',
    },
  },
  // R.C. 2329.70.
  {
    slug: 'application-for-trusteeship',
    group: 'other-forms',
    title: {
      en: 'Application for Trusteeship',
      es: 'Solicitud de fideicomiso para el pago de deudas',
    },
  },
  {
    slug: 'notice-of-change-of-address',
    group: 'other-forms',
    title: { en: 'Notice of Change of Address', es: 'Aviso de cambio de dirección' },
  },
];

/** The built-in catalog, in the order each group lists its documents. */
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
  ...VICTIM_RIGHTS_FORMS,
  ...BANK_GARNISHMENT_FORMS,
  ...WAGE_GARNISHMENT_FORMS,
  ...OTHER_FORMS,
];
