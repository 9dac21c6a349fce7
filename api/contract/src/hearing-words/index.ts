import type { Language } from '@court/contract';

/** A word from the court's schedule as a reader gets it, and the language it is in. */
export interface ScheduleWord {
  text: string;
  /** The reader's language, or English: the schedule's own word, when it has no translation. */
  language: Language;
}

/**
 * Spanish for the hearing types Ohio municipal courts schedule, keyed by the English name in
 * lower case, as the case-management system exports it. A type not listed is shown as the court
 * wrote it.
 */
const HEARING_TYPES_ES: Readonly<Record<string, string>> = {
  arraignment: 'Lectura de cargos',
  'bench trial': 'Juicio ante el juez',
  'change of plea': 'Cambio de declaración',
  'eviction hearing': 'Audiencia de desalojo',
  'garnishment hearing': 'Audiencia de embargo',
  hearing: 'Audiencia',
  'jury trial': 'Juicio con jurado',
  'motion hearing': 'Audiencia de mociones',
  'preliminary hearing': 'Audiencia preliminar',
  pretrial: 'Audiencia previa al juicio',
  'pretrial conference': 'Conferencia previa al juicio',
  'probation violation hearing': 'Audiencia por violación de la libertad condicional',
  'restitution hearing': 'Audiencia de restitución',
  sentencing: 'Audiencia de sentencia',
  'show cause hearing': 'Audiencia para justificar el incumplimiento',
  'small claims hearing': 'Audiencia de reclamos menores',
  'status conference': 'Conferencia sobre el estado del caso',
  trial: 'Juicio',
};

const COURTROOM = /^courtroom\s+(\S.*)$/i;

function normalized(word: string): string {
  return word.trim().replace(/\s+/g, ' ');
}

/** The hearing's type in `language`: "Arraignment" is "Lectura de cargos" in Spanish. */
export function hearingTypeIn(hearingType: string, language: Language): ScheduleWord {
  const english = normalized(hearingType);
  if (language === 'en') return { text: english, language };
  const translated = HEARING_TYPES_ES[english.toLowerCase()];
  return translated ? { text: translated, language } : { text: english, language: 'en' };
}

/**
 * Where the hearing is, in `language`: "Courtroom 2" is "Sala 2" in Spanish, "Zoom" is Zoom in
 * both; another name is shown as the court wrote it.
 */
export function courtroomIn(courtroom: string, language: Language): ScheduleWord {
  const english = normalized(courtroom);
  if (language === 'en' || english.toLowerCase() === 'zoom') return { text: english, language };
  const number = COURTROOM.exec(english)?.[1];
  return number ? { text: `Sala ${number}`, language } : { text: english, language: 'en' };
}
