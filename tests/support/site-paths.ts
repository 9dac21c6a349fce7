/**
 * Every public page that exists, without language prefix. Each is loaded in English and Spanish
 * and checked with axe; add a page here when you add it to a remote.
 */
export const PUBLIC_PAGES: {
  path: string;
  heading: { en: RegExp; es: RegExp };
  /** An address with nothing at it: it shows its "not found" page, answered 404. */
  notFound?: true;
}[] = [
  // The court's official name stays in English on Spanish pages (marked lang="en").
  { path: '', heading: { en: /Canton Municipal Court/, es: /Canton Municipal Court/ } },
  { path: 'jury-service', heading: { en: /Jury Service/, es: /Servicio de jurado/i } },
  {
    path: 'jury-excused',
    heading: { en: /^Need to be excused\?$/, es: /^¿Necesita ser excusado\?$/ },
  },
  { path: 'jury-contact', heading: { en: /^Jury Contact$/, es: /^Contacto del jurado$/ } },
  {
    path: 'jury-parking',
    heading: { en: /^Jury Parking$/, es: /^Estacionamiento para jurados$/ },
  },
  { path: 'jury-expect', heading: { en: /^What to Expect$/, es: /^Qué esperar$/ } },
  {
    path: 'jury-faq',
    heading: { en: /^Jury FAQ$/, es: /^Preguntas frecuentes sobre el jurado$/ },
  },
  {
    path: 'juror-notification-signup',
    heading: {
      en: /^Juror Notification Sign-Up$/,
      es: /^Inscripción para notificaciones del jurado$/,
    },
  },
  // Opened without a stop link's token, it says the link is not valid.
  {
    path: 'juror-unsubscribe',
    heading: { en: /^Stop juror notices$/, es: /^Dejar de recibir avisos del jurado$/ },
  },
  {
    path: 'driving-privileges',
    heading: { en: /^LIMITED DRIVING PRIVILEGES$/, es: /^PRIVILEGIOS LIMITADOS DE MANEJO$/ },
  },
  {
    path: 'zoom-hearing',
    heading: { en: /^ZOOM HEARING REGISTRATION$/, es: /^INSCRIPCIÓN PARA AUDIENCIAS POR ZOOM$/ },
  },
  { path: 'interpreter', heading: { en: /Interpreter/, es: /intérprete/i } },
  {
    path: 'court-date-reminders',
    heading: { en: /^Court Date Reminders$/, es: /^Recordatorios de fechas de corte$/ },
  },
  // Opened without a stop link's token, it says the link is not valid.
  {
    path: 'court-date-reminders/stop',
    heading: {
      en: /^Stop court date reminders$/,
      es: /^Dejar de recibir recordatorios de fechas de corte$/,
    },
  },
  { path: 'careers', heading: { en: /Employment Opportunities/, es: /empleo/i } },
  { path: 'about-us', heading: { en: /^About Us$/, es: /^Quiénes somos$/ } },
  { path: 'bio/judge-one', heading: { en: /SAMPLE JUDGE ONE/, es: /SAMPLE JUDGE ONE/ } },
  { path: 'bio/nobody', heading: { en: /not found/i, es: /no (se )?encontr/i }, notFound: true },
  { path: 'links', heading: { en: /^Related Links$/, es: /^Enlaces relacionados$/ } },
  { path: 'contact-us', heading: { en: /^Contact Us$/, es: /^Contáctenos$/ } },
  {
    path: 'driving-directions',
    heading: { en: /^Driving Directions$/, es: /^Cómo llegar en automóvil$/ },
  },
  {
    path: 'hours-and-parking',
    heading: { en: /^Hours and Parking$/, es: /^Horario y estacionamiento$/ },
  },
  { path: 'faq', heading: { en: /^Frequently Asked Questions$/, es: /^Preguntas frecuentes$/ } },
  { path: 'forms', heading: { en: /^Forms$/, es: /^Formularios$/ } },
  { path: 'annual-reports', heading: { en: /^Annual Reports$/i, es: /^Informes anuales$/i } },
  {
    path: 'probation-drug-testing',
    heading: { en: /^Probation - Drug Testing$/, es: /^Libertad condicional - Pruebas de drogas$/ },
  },
  { path: 'online-services', heading: { en: /^Online Services$/, es: /^Servicios en línea$/ } },
  {
    path: 'accessibility',
    heading: { en: /^Accessibility Statement$/, es: /^Declaración de accesibilidad$/ },
  },
  { path: 'privacy', heading: { en: /^Privacy Notice$/, es: /^Aviso de privacidad$/ } },
  // The shell's search results, opened without a query: it asks for a word.
  { path: 'search', heading: { en: /^Search results$/, es: /^Resultados de la búsqueda$/ } },
  { path: 'staff', heading: { en: /^Staff sign-in$/i, es: /./ } },
  // Signed out, the careers admin offers the staff sign-in (its dialog is open during the check).
  {
    path: 'careers_admin',
    heading: {
      en: /^Sign in to use this staff tool$/,
      es: /^Inicie sesión para usar esta herramienta del personal$/,
    },
  },
  {
    path: 'staff/forms',
    heading: {
      en: /^Sign in to use this staff tool$/,
      es: /^Inicie sesión para usar esta herramienta del personal$/,
    },
  },
  {
    path: 'staff/alerts',
    heading: {
      en: /^Sign in to use this staff tool$/,
      es: /^Inicie sesión para usar esta herramienta del personal$/,
    },
  },
  {
    path: 'staff/documents',
    heading: {
      en: /^Sign in to use this staff tool$/,
      es: /^Inicie sesión para usar esta herramienta del personal$/,
    },
  },
  {
    path: 'staff/hearings',
    heading: {
      en: /^Sign in to use this staff tool$/,
      es: /^Inicie sesión para usar esta herramienta del personal$/,
    },
  },
  {
    path: 'staff/search',
    heading: {
      en: /^Sign in to use this staff tool$/,
      es: /^Inicie sesión para usar esta herramienta del personal$/,
    },
  },
  {
    path: 'staff/accounts',
    heading: {
      en: /^Sign in to use this staff tool$/,
      es: /^Inicie sesión para usar esta herramienta del personal$/,
    },
  },
  {
    path: 'staff/me',
    heading: {
      en: /^Sign in to use this staff tool$/,
      es: /^Inicie sesión para usar esta herramienta del personal$/,
    },
  },
  // Opened without a link's token, it says the link cannot be used.
  {
    path: 'staff/set-password',
    heading: { en: /^Set your staff password$/, es: /^Establezca su contraseña del personal$/ },
  },
  { path: 'no-such-page', heading: { en: /not found/i, es: /no (se )?encontr/i }, notFound: true },
];

/**
 * The staff home and every tool it lists for an administrator, as the routes name them; the
 * walks check that the home lists exactly these. The longest forms first, so the workers start
 * the longest walks early.
 */
export const STAFF_PAGES = [
  'staff/documents',
  'staff/court-links',
  'staff/faq',
  'staff/jury-faq',
  'staff/court-officials',
  'staff/court-contacts',
  'staff/court-directions',
  'staff/court-facts',
  'staff/alerts',
  'staff/court-hours',
  'staff',
  'staff/probation',
  'staff/audit',
  'careers_admin',
  'staff/forms',
  'staff/hearings',
  'staff/search',
  'staff/jury',
  'staff/accounts',
] as const;

export function pageUrl(path: string, language: 'en' | 'es'): string {
  return language === 'en' ? `/${path}` : `/es/${path}`;
}
