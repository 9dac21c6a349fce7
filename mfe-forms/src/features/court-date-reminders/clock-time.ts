import { courtTimeOf, type Language } from '@court/contract';

/** How each language marks the half of the day; Spanish spaces it as the RAE writes it. */
const DAY_HALVES: Record<Language, readonly [morning: string, afternoon: string]> = {
  en: ['a.m.', 'p.m.'],
  es: ['a. m.', 'p. m.'],
};

/** A time as people read it, with its hour on the 12-hour dial. */
export interface ClockTime {
  /** "9:00 a.m.", "1:30 p. m." */
  text: string;
  /** 1 to 12; Spanish says "a la 1:30" but "a las 9:00", so sentences count by it. */
  hour: number;
}

/** A court time written HH:MM on the 24-hour clock ("13:30") as the visitor's language reads it. */
export function clockTime(time: string, language: Language): ClockTime {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  const hours = Number(match?.[1]);
  if (!match || hours > 23) return { text: time, hour: 0 };
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  const half = DAY_HALVES[language][hours < 12 ? 0 : 1];
  return { text: `${hour}:${match[2]} ${half}`, hour };
}

/** The court's clock at an instant (ISO), as clockTime reads it; undefined for an unreadable one. */
export function courtClockTime(instant: string, language: Language): ClockTime | undefined {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return undefined;
  return clockTime(courtTimeOf(date).time, language);
}
