import type { Language } from '@court/contract';

/** A query people type on a court's site, with what on this site answers it. */
export interface JudgedQuery {
  query: string;
  language: Language;
  /**
   * Any of these answers it. A site path ("/careers", "/jury-faq#juror-pay") is a page, or one
   * part of it when it has an anchor; a page without an anchor is answered by any of its parts.
   * Anything else is a document's slug ("local-rules").
   */
  answers: readonly string[];
}

const ONLINE_PAYMENTS = ['/online-services', '/#online-services'];
const COURT_DATE_REMINDERS = ['/court-date-reminders', '/faq#court-date-reminders'];
const FEE_SCHEDULES = ['costs-civil', 'costs-criminal-traffic', 'costs-waiver-bureau'];
const MORE_TIME_TO_PAY = ['/faq#time-to-pay', '/faq#fine-in-court'];
const DRIVING_PRIVILEGES = [
  '/driving-privileges',
  '/faq#driving-privileges',
  'motion-for-limited-driving-privileges',
];
const SMALL_CLAIMS = ['small-claims-complaint', 'small-claims-counterclaim', '/zoom-hearing'];
const EVICTION = [
  '/faq#eviction-objection',
  'eviction-complaint',
  'eviction-objection-to-magistrates-decision',
  'eviction-request-for-writ-of-restitution',
];
const WAGE_GARNISHMENT = [
  'wage-garnishment-demand-for-payment',
  'wage-garnishment-affidavit-of-judgment-creditor',
  'wage-garnishment-order-and-answer-of-employer',
  'wage-garnishment-notice-to-judgment-debtor',
  'wage-garnishment-request-for-hearing',
  'wage-garnishment-interim-report-of-employer',
  'wage-garnishment-final-report-of-employer',
];
const VICTIM_RIGHTS = ['victim-rights-request-form', 'victim-impact-statement'];
const ANNUAL_REPORTS = ['/annual-reports', '/#annual-reports-heading', 'annual-report-2023'];
const HOURS = ['/hours-and-parking', '/contact-us', '/driving-directions#directions-hours-heading'];
const DIRECTIONS = ['/driving-directions', '/hours-and-parking'];
const PARKING = ['/hours-and-parking', '/jury-parking', '/driving-directions'];
const COURTHOUSE_ITEMS = ['/jury-faq#prohibited-items', '/jury-faq#weapons'];

/**
 * What visitors of a municipal court's site search for, as they type it, with the pages and
 * documents of this site that answer it. The share of these answered in the first three
 * results measures the site search (judged-queries.test.ts); a query belongs here only when
 * the site really has its answer.
 */
export const JUDGED_QUERIES: readonly JudgedQuery[] = [
  // Paying and what it costs.
  { language: 'en', query: 'pay a ticket', answers: ONLINE_PAYMENTS },
  { language: 'en', query: 'pay my fine online', answers: ONLINE_PAYMENTS },
  { language: 'en', query: 'how much is a speeding ticket', answers: ['/faq#citation-cost'] },
  { language: 'en', query: 'seat belt ticket', answers: ['/faq#citation-cost'] },
  { language: 'en', query: 'marijuana citation', answers: ['/faq#minor-misdemeanor'] },
  { language: 'en', query: 'payment plan', answers: MORE_TIME_TO_PAY },
  { language: 'en', query: 'more time to pay my fine', answers: MORE_TIME_TO_PAY },
  { language: 'en', query: 'late paying fine', answers: ['/faq#late-payment'] },
  { language: 'en', query: 'court costs', answers: FEE_SCHEDULES },
  { language: 'en', query: 'fees', answers: FEE_SCHEDULES },
  { language: 'en', query: 'filing fee', answers: ['/faq#civil-complaint', 'costs-civil'] },
  { language: 'en', query: 'unclaimed funds', answers: ['unclaimed-funds'] },
  // Jury service.
  { language: 'en', query: 'jury duty', answers: ['/jury-service'] },
  { language: 'en', query: 'jury duty pay', answers: ['/jury-faq#juror-pay'] },
  { language: 'en', query: 'do jurors get paid', answers: ['/jury-faq#juror-pay'] },
  { language: 'en', query: 'get out of jury duty', answers: ['/jury-excused'] },
  { language: 'en', query: 'excused from jury', answers: ['/jury-excused'] },
  { language: 'en', query: 'where do jurors park', answers: ['/jury-parking'] },
  { language: 'en', query: 'jury summons', answers: ['/jury-expect'] },
  { language: 'en', query: 'how long is jury service', answers: ['/jury-faq#length-of-service'] },
  {
    language: 'en',
    query: 'juror text reminders',
    answers: ['/juror-notification-signup', '/jury-service#juror-notifications-heading'],
  },
  { language: 'en', query: 'what can I bring into the courthouse', answers: COURTHOUSE_ITEMS },
  // Court-date reminders.
  { language: 'en', query: 'court date reminder', answers: COURT_DATE_REMINDERS },
  { language: 'en', query: 'remind me of my hearing', answers: COURT_DATE_REMINDERS },
  { language: 'en', query: 'text me my court date', answers: COURT_DATE_REMINDERS },
  // Jobs.
  { language: 'en', query: 'jobs', answers: ['/careers'] },
  { language: 'en', query: 'careers', answers: ['/careers'] },
  { language: 'en', query: 'employment', answers: ['/careers'] },
  { language: 'en', query: 'job openings', answers: ['/careers'] },
  { language: 'en', query: 'hiring', answers: ['/careers'] },
  // Visiting the court.
  { language: 'en', query: 'court hours', answers: HOURS },
  { language: 'en', query: 'parking', answers: PARKING },
  { language: 'en', query: 'directions to the court', answers: DIRECTIONS },
  { language: 'en', query: 'court address', answers: ['/contact-us', ...DIRECTIONS] },
  { language: 'en', query: 'phone number', answers: ['/contact-us'] },
  { language: 'en', query: 'judges', answers: ['/about-us'] },
  { language: 'en', query: 'do I have to come to court', answers: ['/faq#appearance'] },
  { language: 'en', query: 'disability accommodation', answers: ['/accessibility'] },
  // Language help.
  { language: 'en', query: 'interpreter', answers: ['/interpreter'] },
  { language: 'en', query: 'sign language interpreter', answers: ['/interpreter'] },
  { language: 'en', query: 'language access plan', answers: ['language-access-plan'] },
  // Driving.
  { language: 'en', query: 'driving privileges', answers: DRIVING_PRIVILEGES },
  {
    language: 'en',
    query: 'suspended license',
    answers: ['/faq#no-insurance', ...DRIVING_PRIVILEGES],
  },
  { language: 'en', query: 'no insurance', answers: ['/faq#no-insurance'] },
  // Cases and forms.
  { language: 'en', query: 'small claims', answers: SMALL_CLAIMS },
  { language: 'en', query: 'sue someone', answers: SMALL_CLAIMS },
  { language: 'en', query: 'eviction', answers: EVICTION },
  { language: 'en', query: 'missed my eviction hearing', answers: ['/faq#eviction-objection'] },
  {
    language: 'en',
    query: 'evict a tenant',
    answers: ['eviction-complaint', 'eviction-request-for-writ-of-restitution'],
  },
  { language: 'en', query: 'rent escrow', answers: ['application-for-rent-escrow'] },
  { language: 'en', query: 'expungement', answers: ['application-to-seal-record'] },
  { language: 'en', query: 'seal my record', answers: ['application-to-seal-record'] },
  { language: 'en', query: 'reschedule my court date', answers: ['request-for-continuance'] },
  { language: 'en', query: 'wage garnishment', answers: WAGE_GARNISHMENT },
  { language: 'en', query: 'subpoena', answers: ['request-for-subpoena'] },
  { language: 'en', query: 'change of address', answers: ['notice-of-change-of-address'] },
  { language: 'en', query: 'victim rights', answers: VICTIM_RIGHTS },
  { language: 'en', query: 'local rules', answers: ['local-rules', '/#court-rules-heading'] },
  { language: 'en', query: 'annual report', answers: ANNUAL_REPORTS },
  { language: 'en', query: 'forms', answers: ['/forms'] },
  // Online and remote.
  { language: 'en', query: 'zoom hearing', answers: ['/zoom-hearing'] },
  { language: 'en', query: 'virtual hearing', answers: ['/zoom-hearing'] },
  { language: 'en', query: 'case search', answers: ONLINE_PAYMENTS },
  { language: 'en', query: 'e-file', answers: ONLINE_PAYMENTS },
  // Probation.
  { language: 'en', query: 'probation', answers: ['/probation-drug-testing'] },
  { language: 'en', query: 'drug test hours', answers: ['/probation-drug-testing'] },

  // Spanish.
  { language: 'es', query: 'recordatorio de fecha de corte', answers: COURT_DATE_REMINDERS },
  { language: 'es', query: 'recordatorio de audiencia', answers: COURT_DATE_REMINDERS },
  { language: 'es', query: 'pagar multa', answers: ONLINE_PAYMENTS },
  { language: 'es', query: 'pagos en línea', answers: ONLINE_PAYMENTS },
  { language: 'es', query: 'cuánto cuesta una multa de tránsito', answers: ['/faq#citation-cost'] },
  { language: 'es', query: 'plan de pagos', answers: MORE_TIME_TO_PAY },
  { language: 'es', query: 'costos del tribunal', answers: FEE_SCHEDULES },
  { language: 'es', query: 'jurado', answers: ['/jury-service'] },
  { language: 'es', query: 'pago por servicio de jurado', answers: ['/jury-faq#juror-pay'] },
  { language: 'es', query: 'me pagan por ser jurado', answers: ['/jury-faq#juror-pay'] },
  { language: 'es', query: 'excusa del jurado', answers: ['/jury-excused'] },
  { language: 'es', query: 'estacionamiento para jurados', answers: ['/jury-parking'] },
  { language: 'es', query: 'qué no puedo traer al tribunal', answers: COURTHOUSE_ITEMS },
  { language: 'es', query: 'trabajo', answers: ['/careers'] },
  { language: 'es', query: 'empleos', answers: ['/careers'] },
  { language: 'es', query: 'vacantes', answers: ['/careers'] },
  { language: 'es', query: 'horario del tribunal', answers: HOURS },
  { language: 'es', query: 'estacionamiento', answers: PARKING },
  { language: 'es', query: 'cómo llegar al tribunal', answers: DIRECTIONS },
  { language: 'es', query: 'teléfono del tribunal', answers: ['/contact-us'] },
  { language: 'es', query: 'jueces', answers: ['/about-us'] },
  { language: 'es', query: 'intérprete', answers: ['/interpreter'] },
  { language: 'es', query: 'necesito un intérprete de español', answers: ['/interpreter'] },
  { language: 'es', query: 'privilegios de conducir', answers: DRIVING_PRIVILEGES },
  {
    language: 'es',
    query: 'licencia suspendida',
    answers: ['/faq#no-insurance', ...DRIVING_PRIVILEGES],
  },
  { language: 'es', query: 'reclamos menores', answers: SMALL_CLAIMS },
  { language: 'es', query: 'desalojo', answers: EVICTION },
  { language: 'es', query: 'sellar mi expediente', answers: ['application-to-seal-record'] },
  { language: 'es', query: 'aplazar mi audiencia', answers: ['request-for-continuance'] },
  { language: 'es', query: 'embargo de salario', answers: WAGE_GARNISHMENT },
  { language: 'es', query: 'derechos de las víctimas', answers: VICTIM_RIGHTS },
  { language: 'es', query: 'audiencia por zoom', answers: ['/zoom-hearing'] },
  { language: 'es', query: 'libertad condicional', answers: ['/probation-drug-testing'] },
  { language: 'es', query: 'prueba de drogas', answers: ['/probation-drug-testing'] },
  { language: 'es', query: 'informe anual', answers: ANNUAL_REPORTS },
  { language: 'es', query: 'cambio de dirección', answers: ['notice-of-change-of-address'] },
  { language: 'es', query: 'no tengo seguro', answers: ['/faq#no-insurance'] },
];
