import type { SearchExcerptSegment } from '@court/contract';
import { termOf, wordsOf } from './text';

/** About how many characters an excerpt shows. */
export const EXCERPT_LENGTH = 180;
/** How much text comes before the first matched word, so the excerpt reads as a sentence. */
const LEAD = 50;
const ELLIPSIS = '…';

/**
 * A short excerpt of a text around its first matched word, the matched words marked: words whose
 * indexed form is one of `matchedTerms`, the terms of the text the query matched (so a typo's
 * correction and a prefix's whole word are marked). Without a match it is the text's start.
 */
export function excerptOf(
  text: string,
  matchedTerms: ReadonlySet<string>,
  length = EXCERPT_LENGTH,
): SearchExcerptSegment[] {
  const words = wordsOf(text).map((word) => ({
    ...word,
    end: word.index + word.word.length,
    match: matchedTerms.has(termOf(word.word)),
  }));
  const first = words.find((word) => word.match);
  let start = 0;
  let end = text.length;
  if (text.length > length) {
    if (first && first.end > length - LEAD) {
      // The first word that starts at least LEAD characters before the match.
      start = words.find((word) => word.index >= first.index - LEAD)?.index ?? first.index;
    }
    const lastWhole = words.filter((word) => word.end <= start + length).at(-1);
    end = Math.max(lastWhole?.end ?? 0, first?.end ?? 0, start);
    if (end === start) end = Math.min(text.length, start + length);
  }

  const segments: SearchExcerptSegment[] = [];
  const add = (piece: string, match: boolean) => {
    if (piece === '') return;
    const last = segments.at(-1);
    if (last && last.match === match) last.text += piece;
    else segments.push({ text: piece, match });
  };
  if (start > 0) add(ELLIPSIS, false);
  let position = start;
  for (const word of words) {
    if (word.index < start || word.end > end || !word.match) continue;
    add(text.slice(position, word.index), false);
    add(word.word, true);
    position = word.end;
  }
  add(text.slice(position, end), false);
  if (end < text.length) add(ELLIPSIS, false);
  return segments;
}
