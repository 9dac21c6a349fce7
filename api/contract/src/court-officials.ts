import {
  sameContent,
  type BilingualText,
  type ContentChange,
  type ContentEditor,
  type ContentVersion,
  type MissingSpanishPlace,
} from './content';
import { COURT_INFO, type CourtInfo, type OfficialTitleKey } from './court-info';
import { isRecord } from './is-record';
import type { BilingualRichText } from './rich-text';

/** The published officials (GET, under API_BASE). */
export const COURT_OFFICIALS_PATH = 'court/officials';

/** The staff tool's endpoint, under STAFF_API_BASE. */
export const STAFF_COURT_OFFICIALS_ENDPOINT = 'content/court-officials';

/** Where a photo staff upload is sent (POST, multipart field `photo`), under STAFF_API_BASE. */
export const STAFF_OFFICIAL_PHOTOS_ENDPOINT = `${STAFF_COURT_OFFICIALS_ENDPOINT}/photos`;

/** The sizes a photo is kept in, in CSS pixels (240 × 300) and twice that for sharp screens. */
export const OFFICIAL_PHOTO_SIZES = { width: 240, height: 300 } as const;
export const OFFICIAL_PHOTO_DENSITIES = [1, 2] as const;

/** Largest photo staff may upload. */
export const OFFICIAL_PHOTO_MAX_BYTES = 8 * 1024 * 1024;

/** The address of a photo kept by the API, at one density; immutable, as its id is its hash. */
export function officialPhotoUrl(photo: string, density: 1 | 2): string {
  return `/api/muni/court/officials/photos/${photo}@${density}x.webp`;
}

/**
 * An official of the court. `slug` is the end of the biography's address (`/bio/judge-one`); the
 * biography is Markdown. A retired official leaves About Us: their address then answers 410 with
 * a link to About Us, or 301 to their successor's biography. The Clerk of Court's name is the
 * court fact's, so mail and pages never give two.
 */
export interface CourtOfficialEntry {
  slug: string;
  name: string;
  title: OfficialTitleKey;
  /**
   * The number Contact Us gives for a judge's chambers (330-555-0111); '' gives the court's main
   * phone.
   */
  phone: string;
  biography: BilingualText;
  /** The photo's id as the API keeps it; '' shows the neutral silhouette. */
  photo: string;
  /** What the photo shows, for those who cannot see it; '' says "Photo of <name>". */
  photoAlt: BilingualText;
  retired: boolean;
  /** The slug of the official a retired one's address leads to; '' answers 410. */
  successor: string;
}

/** The officials, in the order About Us shows them, the retired among them. */
export interface CourtOfficials {
  officials: CourtOfficialEntry[];
}

/**
 * What one version changes from another: the official at one place of the list (named
 * `official.2`; places count from 1; null where the list had no one there).
 */
export type CourtOfficialsChange = ContentChange<string, CourtOfficialEntry | null> & {
  place: number;
};

export type CourtOfficialsVersion = ContentVersion<CourtOfficials, CourtOfficialsChange>;
export type CourtOfficialsEditor = ContentEditor<CourtOfficials, CourtOfficialsChange>;

/** An official as the pages show them: the biography read into rich text. */
export interface PublishedOfficial {
  slug: string;
  name: string;
  title: OfficialTitleKey;
  phone: string;
  biography: BilingualRichText;
  photo: string;
  photoAlt: BilingualText;
}

/** The officials as the pages read them: those serving, and where each retired one's address leads. */
export interface PublishedOfficials {
  officials: PublishedOfficial[];
  retired: { slug: string; name: string; successor: string }[];
}

/**
 * The addresses (slugs) of the officials serving, from the page data a page renders with; the
 * defaults' when it holds no officials (the build, or data of another shape).
 */
export function servingOfficialSlugs(pageData: Readonly<Record<string, unknown>>): string[] {
  const published = pageData[COURT_OFFICIALS_PATH];
  const officials = isRecord(published) ? published.officials : undefined;
  if (!Array.isArray(officials)) {
    return COURT_OFFICIALS_DEFAULTS.officials
      .filter((entry) => !entry.retired)
      .map((entry) => entry.slug);
  }
  return officials.flatMap((entry: unknown) =>
    isRecord(entry) && typeof entry.slug === 'string' ? [entry.slug] : [],
  );
}

function official(
  slug: string,
  title: OfficialTitleKey,
  name: string,
  biography: BilingualText,
  phone = '',
): CourtOfficialEntry {
  return {
    slug,
    name,
    title,
    phone,
    biography,
    photo: '',
    photoAlt: { en: '', es: '' },
    retired: false,
    successor: '',
  };
}

/**
 * The officials until staff publish their own, in the original site's order: the Clerk of Court,
 * four judges and the Court Administrator. Names and biographies are fictional placeholders.
 */
export const COURT_OFFICIALS_DEFAULTS: CourtOfficials = {
  officials: [
    official('clerk-of-court', 'clerkOfCourt', COURT_INFO.clerkName, {
      en: "This biography is sample text for the demonstration site; the court publishes the Clerk of Court's own biography here.\n\nThe Clerk of Court keeps the official record of every case filed in the Canton Municipal Court, receives filings, fines and costs, and pays them out to the state, the county and the communities the court serves.\n\nBefore taking office, the Clerk served for many years in local public administration and led the work to make court records and payments available online.",
      es: 'Esta biografía es un texto de muestra del sitio de demostración; el tribunal publica aquí la biografía del Secretario del Tribunal.\n\nEl Secretario del Tribunal lleva el expediente oficial de cada caso presentado en el Tribunal Municipal de Canton, recibe escritos, multas y costas, y los distribuye al estado, al condado y a las comunidades que el tribunal atiende.\n\nAntes de asumir el cargo, el Secretario trabajó muchos años en la administración pública local y dirigió el proyecto para ofrecer en línea los expedientes y los pagos del tribunal.',
    }),
    official(
      'judge-one',
      'administrativeJudge',
      'Sample Judge One',
      {
        en: "This biography is sample text for the demonstration site; the court publishes the judge's own biography here.\n\nAs Administrative Judge, the judge oversees the court's docket and budget in addition to presiding over criminal, traffic and civil cases.\n\nBefore joining the bench, the judge practised law in Stark County for many years, and today speaks regularly at schools about how the courts work.",
        es: 'Esta biografía es un texto de muestra del sitio de demostración; el tribunal publica aquí la biografía del juez.\n\nComo Juez Administrativo, el juez supervisa la agenda y el presupuesto del tribunal, además de presidir casos penales, de tránsito y civiles.\n\nAntes de llegar a la judicatura, el juez ejerció la abogacía en el condado de Stark durante muchos años, y hoy visita con frecuencia las escuelas para explicar cómo funcionan los tribunales.',
      },
      '330-555-0111',
    ),
    official(
      'judge-two',
      'judge',
      'Sample Judge Two',
      {
        en: "This biography is sample text for the demonstration site; the court publishes the judge's own biography here.\n\nThe judge presides over criminal, traffic and civil cases and over the court's specialized recovery docket, which helps participants overcome addiction under close supervision.\n\nBefore being elected, the judge served as an assistant prosecutor and later in private practice.",
        es: 'Esta biografía es un texto de muestra del sitio de demostración; el tribunal publica aquí la biografía del juez.\n\nEl juez preside casos penales, de tránsito y civiles, y también el programa especializado de recuperación del tribunal, que ayuda a los participantes a superar la adicción bajo una supervisión estrecha.\n\nAntes de ser elegido, el juez fue fiscal adjunto y después ejerció la abogacía en forma privada.',
      },
      '330-555-0112',
    ),
    official(
      'judge-three',
      'judge',
      'Sample Judge Three',
      {
        en: "This biography is sample text for the demonstration site; the court publishes the judge's own biography here.\n\nThe judge presides over criminal, traffic and civil cases, with a particular interest in small-claims and landlord-tenant matters.\n\nBefore being elected, the judge worked in legal aid, helping families and older adults with housing and consumer problems.",
        es: 'Esta biografía es un texto de muestra del sitio de demostración; el tribunal publica aquí la biografía del juez.\n\nEl juez preside casos penales, de tránsito y civiles, con especial interés en los reclamos menores y en los asuntos entre arrendadores e inquilinos.\n\nAntes de ser elegido, el juez trabajó en asistencia legal gratuita, ayudando a familias y a personas mayores con problemas de vivienda y de consumo.',
      },
      '330-555-0113',
    ),
    official(
      'judge-four',
      'judge',
      'Sample Judge Four',
      {
        en: "This biography is sample text for the demonstration site; the court publishes the judge's own biography here.\n\nThe judge presides over criminal, traffic and civil cases and works with community partners on programs for people with mental illness who come before the court.\n\nBefore being elected, the judge served as a magistrate of the court and as a public defender.",
        es: 'Esta biografía es un texto de muestra del sitio de demostración; el tribunal publica aquí la biografía del juez.\n\nEl juez preside casos penales, de tránsito y civiles, y colabora con organizaciones de la comunidad en programas para las personas con enfermedades mentales que comparecen ante el tribunal.\n\nAntes de ser elegido, el juez fue magistrado del tribunal y defensor público.',
      },
      '330-555-0114',
    ),
    official('court-administrator', 'courtAdministrator', 'Sample Court Administrator', {
      en: "This biography is sample text for the demonstration site; the court publishes the Court Administrator's own biography here.\n\nThe Court Administrator manages the court's daily operations: staff, facilities, technology, jury management and the budget, under the direction of the Administrative Judge.\n\nThe Court Administrator has worked in court management in Ohio for many years and holds a certification in court administration.",
      es: 'Esta biografía es un texto de muestra del sitio de demostración; el tribunal publica aquí la biografía del Administrador del Tribunal.\n\nEl Administrador del Tribunal dirige el funcionamiento diario del tribunal: personal, instalaciones, tecnología, gestión de jurados y presupuesto, bajo la dirección del Juez Administrativo.\n\nEl Administrador del Tribunal ha trabajado muchos años en la gestión de tribunales en Ohio y tiene una certificación en administración de tribunales.',
    }),
  ],
};

/** The official as the pages show them: the Clerk of Court named as the court facts name them. */
export function officialWithFacts<Official extends { title: OfficialTitleKey; name: string }>(
  entry: Official,
  facts: CourtInfo,
): Official {
  return entry.title === 'clerkOfCourt' ? { ...entry, name: facts.clerkName } : entry;
}

/** What `after` changes from `before`: each place of the list whose official differs. */
export function courtOfficialsChanges(
  before: CourtOfficials,
  after: CourtOfficials,
): CourtOfficialsChange[] {
  const places = Math.max(before.officials.length, after.officials.length);
  return Array.from({ length: places }, (_, index) => ({
    name: `official.${index + 1}`,
    place: index + 1,
    before: before.officials[index] ?? null,
    after: after.officials[index] ?? null,
  })).filter((change) => !sameContent(change.before, change.after));
}

/** What of an official serving has no Spanish: the biography, or the photo's description. */
export type CourtOfficialsMissingSpanish = MissingSpanishPlace & {
  place: number;
  official: CourtOfficialEntry;
  field: 'biography' | 'photoAlt';
};

/**
 * Places where Spanish is missing, among officials serving (key `official.2.biography`,
 * `official.2.photoAlt`): a photo described in English only is described in English on the
 * Spanish pages too.
 */
export function courtOfficialsMissingSpanish(
  content: CourtOfficials,
): CourtOfficialsMissingSpanish[] {
  return content.officials.flatMap((official, index) => {
    if (official.retired) return [];
    const place = index + 1;
    const missing: CourtOfficialsMissingSpanish[] = [];
    if (official.biography.es === '') {
      missing.push({ key: `official.${place}.biography`, place, official, field: 'biography' });
    }
    if (official.photoAlt.en !== '' && official.photoAlt.es === '') {
      missing.push({ key: `official.${place}.photoAlt`, place, official, field: 'photoAlt' });
    }
    return missing;
  });
}
