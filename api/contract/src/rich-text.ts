import type { BilingualText } from './content';

/**
 * Text staff write in a small Markdown subset (paragraphs, bulleted and numbered lists, bold,
 * links), as the API publishes it once parsed: a tree the pages render with their own elements,
 * so no HTML staff typed ever reaches a page.
 */
export type RichInline =
  | { type: 'text'; text: string }
  | { type: 'strong'; content: RichInline[] }
  | { type: 'link'; href: string; content: RichInline[] };

export type RichBlock =
  | { type: 'paragraph'; content: RichInline[] }
  | { type: 'list'; ordered: boolean; items: RichInline[][] };

/** Rich text in both languages; Spanish left empty is `[]`, and the page shows the English. */
export interface BilingualRichText {
  en: RichBlock[];
  es: RichBlock[];
}

/**
 * Where a link may lead: another site over https, a phone, an e-mail address, or a path of this
 * site ("/forms"). Anything else (`javascript:`, `data:`, plain http) is refused when staff save.
 */
export function isAllowedLink(href: string): boolean {
  return (
    /^https:\/\/[^\s/]+(?:[/?#]\S*)?$/i.test(href) ||
    /^tel:\+?[\d-]{7,20}$/i.test(href) ||
    /^mailto:[^@\s/]+@[^@\s/]+\.[^@\s/]+$/i.test(href) ||
    /^\/(?![/\\])[\w\-./~%]*(?:[?#]\S*)?$/.test(href)
  );
}

function inlineText(content: readonly RichInline[]): string {
  return content
    .map((part) => (part.type === 'text' ? part.text : inlineText(part.content)))
    .join('');
}

/** The words of rich text, a space between blocks and items: what a change or a search reads. */
export function richTextPlain(blocks: readonly RichBlock[]): string {
  return blocks
    .flatMap((block) =>
      block.type === 'paragraph' ? [inlineText(block.content)] : block.items.map(inlineText),
    )
    .join(' ');
}

/** Markdown in both languages, as the published tree: `parse` is the API's Markdown reader. */
export function bilingualRichText(
  text: BilingualText,
  parse: (markdown: string) => RichBlock[],
): BilingualRichText {
  return { en: parse(text.en), es: text.es === '' ? [] : parse(text.es) };
}
