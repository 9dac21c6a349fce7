/**
 * Every public page that exists, without language prefix. Each is loaded in English and Spanish
 * and checked with axe; add a page here when you add it to a remote.
 */
export const PUBLIC_PAGES: { path: string; heading: { en: RegExp; es: RegExp } }[] = [
  // The court's official name stays in English on Spanish pages (marked lang="en").
  { path: '', heading: { en: /Canton Municipal Court/, es: /Canton Municipal Court/ } },
  { path: 'jury-service', heading: { en: /Jury Service/, es: /Servicio de jurado/i } },
  { path: 'interpreter', heading: { en: /Interpreter/, es: /intérprete/i } },
  { path: 'careers', heading: { en: /Employment Opportunities/, es: /empleo/i } },
  { path: 'no-such-page', heading: { en: /not found/i, es: /no (se )?encontr/i } },
];

export function pageUrl(path: string, language: 'en' | 'es'): string {
  return language === 'en' ? `/${path}` : `/es/${path}`;
}
