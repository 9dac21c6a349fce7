import type { SearchExcerptSegment } from '@court/contract';
import { termOf, wordsFrom, type TextWord } from './text';

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
  const isMatch = ({ word }: TextWord) => matchedTerms.has(termOf(word));
  const endOf = ({ word, index }: TextWord) => index + word.length;
  let start = 0;
  let end = text.length;
  if (text.length > length) {
    // Words are read up to the first match, then within the excerpt: a document's text has
    // thousands. Of those before the match, only the ones it may start with are kept.
    const lead: TextWord[] = [];
    let first: TextWord | undefined;
    for (const word of wordsFrom(text)) {
      if (isMatch(word)) {
        first = word;
        break;
      }
      lead.push(word);
      while ((lead[0]?.index ?? word.index) < word.index - LEAD) lead.shift();
    }
    if (first && endOf(first) > length - LEAD) {
      // The first word that starts at least LEAD characters before the match.
      const from = first.index - LEAD;
      start = lead.find((word) => word.index >= from)?.index ?? first.index;
    }
    let lastWholeEnd = 0;
    for (const word of wordsFrom(text, start)) {
      if (endOf(word) > start + length) break;
      lastWholeEnd = endOf(word);
    }
    end = Math.max(lastWholeEnd, first ? endOf(first) : 0, start);
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
  for (const word of wordsFrom(text, start)) {
    if (endOf(word) > end) break;
    if (!isMatch(word)) continue;
    add(text.slice(position, word.index), false);
    add(word.word, true);
    position = endOf(word);
  }
  add(text.slice(position, end), false);
  if (end < text.length) add(ELLIPSIS, false);
  return segments;
}
