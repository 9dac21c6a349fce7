import type { SubmissionField } from '@court/contract';

/** One place of a driving-privileges application, its answers under their short names. */
export interface PlaceAnswers {
  /** Position in the application, counting from 0. */
  index: number;
  fields: SubmissionField[];
}

/** A run of plain answers, or the places of an application where they stood among them. */
export type AnswerBlock =
  { kind: 'fields'; fields: SubmissionField[] } | { kind: 'places'; places: PlaceAnswers[] };

const PLACE_FIELD = /^locations\.(\d+)\.([A-Za-z]+)$/;

/**
 * The answers in the API's order, with the places ("locations.0.type", ...) gathered into one
 * block where the first of them stood, one entry per place.
 */
export function groupAnswers(fields: readonly SubmissionField[]): AnswerBlock[] {
  const blocks: AnswerBlock[] = [];
  let places: PlaceAnswers[] | undefined;
  for (const field of fields) {
    const match = PLACE_FIELD.exec(field.name);
    if (match) {
      if (!places) {
        places = [];
        blocks.push({ kind: 'places', places });
      }
      const index = Number(match[1]);
      let place = places.find((candidate) => candidate.index === index);
      if (!place) {
        place = { index, fields: [] };
        places.push(place);
      }
      place.fields.push({ name: match[2] ?? '', value: field.value });
      continue;
    }
    const last = blocks.at(-1);
    if (last?.kind === 'fields') last.fields.push(field);
    else blocks.push({ kind: 'fields', fields: [field] });
  }
  return blocks;
}

/** How an answer is shown: most as typed, some read better formatted or translated. */
export type AnswerKind = 'text' | 'date' | 'phone' | 'yesNo' | 'long' | 'days' | 'placeType';

const ANSWER_KINDS: Readonly<Record<string, AnswerKind>> = {
  dob: 'date',
  hearingDate: 'date',
  cellPhone: 'phone',
  homePhone: 'phone',
  agentPhone: 'phone',
  phone: 'phone',
  agree: 'yesNo',
  message: 'long',
  requests: 'long',
};

const PLACE_ANSWER_KINDS: Readonly<Record<string, AnswerKind>> = {
  type: 'placeType',
  days: 'days',
  info: 'long',
};

export function answerKind(name: string, isPlace = false): AnswerKind {
  return (isPlace ? PLACE_ANSWER_KINDS[name] : ANSWER_KINDS[name]) ?? 'text';
}

/** Ten digits as (330) 555-0177; anything else as it was stored. */
export function formatPhone(value: string): string {
  const match = /^(\d{3})(\d{3})(\d{4})$/.exec(value);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : value;
}

/** The last four digits of a masked SSN (***-**-1234), for screen readers. */
export function maskedLastFour(value: string): string | undefined {
  return /^\*{3}-\*{2}-(\d{4})$/.exec(value)?.[1];
}
