import type { Language } from '@court/contract';

/** A message to a member of staff, as the outbox takes it. */
export interface StaffMail {
  subject: string;
  bodyText: string;
}

/**
 * A message to a member of staff in English then Spanish, the subject in both: the court does
 * not know which language the person reads.
 */
export function englishThenSpanish(
  subject: Record<Language, string>,
  section: (language: Language) => string[],
): StaffMail {
  return {
    subject: `${subject.en} / ${subject.es}`,
    bodyText: [
      '(Versión en español más abajo.)',
      '',
      ...section('en'),
      '',
      '----------------------------------------',
      '',
      ...section('es'),
    ].join('\n'),
  };
}
