import MarkdownIt from 'markdown-it';
import type { CourtOfficials, PublishedOfficials } from '../court-officials';
import type { Faq, PublishedFaq } from '../faq';
import { bilingualRichText, isAllowedLink, type RichBlock, type RichInline } from '../rich-text';

/**
 * The Markdown staff may write: paragraphs, bulleted and numbered lists, bold (and emphasis,
 * shown as plain text), links and backslash escapes. HTML is off: a tag typed stays text. Every
 * link is kept here; which ones may be published is the caller's rule (isAllowedLink).
 */
const markdown = new MarkdownIt('zero', { html: false, linkify: false, typographer: false }).enable(
  ['list', 'emphasis', 'link', 'escape', 'newline'],
);
// The library's own link check drops `javascript:` links silently; every href is judged by
// isAllowedLink instead, so that staff are told which link was refused.
markdown.validateLink = () => true;

type Token = ReturnType<typeof markdown.parse>[number];

/** The inline tree of one inline token's children, soft and hard breaks as spaces. */
function inlineTree(children: readonly Token[]): RichInline[] {
  const root: RichInline[] = [];
  const open: RichInline[][] = [root];
  const current = () => open[open.length - 1] ?? root;
  for (const token of children) {
    switch (token.type) {
      case 'text':
        if (token.content !== '') current().push({ type: 'text', text: token.content });
        break;
      case 'softbreak':
      case 'hardbreak':
        current().push({ type: 'text', text: ' ' });
        break;
      case 'strong_open':
      case 'link_open': {
        const content: RichInline[] = [];
        current().push(
          token.type === 'strong_open'
            ? { type: 'strong', content }
            : { type: 'link', href: String(token.attrGet('href') ?? ''), content },
        );
        open.push(content);
        break;
      }
      case 'strong_close':
      case 'link_close':
        if (open.length > 1) open.pop();
        break;
      default:
        // Emphasis opens and closes: its words stay, as plain text.
        break;
    }
  }
  return mergeText(root);
}

/** Neighbouring text runs as one, so the tree is the same however the parser split them. */
function mergeText(content: RichInline[]): RichInline[] {
  const merged: RichInline[] = [];
  for (const part of content) {
    const last = merged[merged.length - 1];
    if (part.type === 'text' && last?.type === 'text') {
      merged[merged.length - 1] = { type: 'text', text: last.text + part.text };
    } else {
      merged.push(part.type === 'text' ? part : { ...part, content: mergeText(part.content) });
    }
  }
  return merged;
}

/**
 * The blocks of a Markdown text. A list inside a list item is flattened into its outer list, one
 * level being all a court's answers need; an item's paragraphs run together.
 */
export function parseMarkdown(source: string): RichBlock[] {
  const tokens = markdown.parse(source, {});
  const blocks: RichBlock[] = [];
  let list: Extract<RichBlock, { type: 'list' }> | null = null;
  let depth = 0;
  let item: RichInline[] | null = null;
  for (const token of tokens) {
    if (token.type === 'bullet_list_open' || token.type === 'ordered_list_open') {
      depth += 1;
      if (depth === 1) {
        list = { type: 'list', ordered: token.type === 'ordered_list_open', items: [] };
        blocks.push(list);
      }
    } else if (token.type === 'bullet_list_close' || token.type === 'ordered_list_close') {
      depth -= 1;
      if (depth === 0) list = null;
    } else if (token.type === 'list_item_open') {
      item = [];
      list?.items.push(item);
    } else if (token.type === 'list_item_close') {
      item = null;
    } else if (token.type === 'inline') {
      const content = inlineTree(token.children ?? []);
      if (item) {
        if (item.length > 0) item.push({ type: 'text', text: ' ' });
        item.push(...content);
      } else if (content.length > 0) {
        blocks.push({ type: 'paragraph', content });
      }
    }
  }
  return blocks.map((block) =>
    block.type === 'list' ? { ...block, items: block.items.map(mergeText) } : block,
  );
}

function linksOf(content: readonly RichInline[]): string[] {
  return content.flatMap((part) =>
    part.type === 'link'
      ? [part.href, ...linksOf(part.content)]
      : part.type === 'strong'
        ? linksOf(part.content)
        : [],
  );
}

/** The links of a Markdown text that may not be published, as written. */
export function refusedLinks(source: string): string[] {
  return parseMarkdown(source)
    .flatMap((block) =>
      block.type === 'paragraph' ? linksOf(block.content) : block.items.flatMap(linksOf),
    )
    .filter((href) => !isAllowedLink(href));
}

function withoutRefusedLinks(content: readonly RichInline[]): RichInline[] {
  return content.flatMap((part): RichInline[] => {
    if (part.type === 'text') return [part];
    const inner = withoutRefusedLinks(part.content);
    if (part.type === 'link' && !isAllowedLink(part.href)) return inner;
    return [{ ...part, content: inner }];
  });
}

/**
 * The blocks a page shows for a Markdown text: a link that may not be published (one saved
 * before the rule, or brought by a content file) shows as its words alone.
 */
export function publishedMarkdown(source: string): RichBlock[] {
  return parseMarkdown(source).map((block) =>
    block.type === 'paragraph'
      ? { ...block, content: mergeText(withoutRefusedLinks(block.content)) }
      : { ...block, items: block.items.map((item) => mergeText(withoutRefusedLinks(item))) },
  );
}

/** An FAQ as its page reads it: every answer's Markdown read into rich text. */
export function publishedFaq(faq: Faq): PublishedFaq {
  return {
    topics: faq.topics.map((topic) => ({
      heading: topic.heading,
      questions: topic.questions.map(({ anchor, question, answer }) => ({
        anchor,
        question,
        answer: bilingualRichText(answer, publishedMarkdown),
      })),
    })),
  };
}

/** The officials as the pages read them: those serving with their biographies read into rich text, and where each retired one's address leads. */
export function publishedOfficials(content: CourtOfficials): PublishedOfficials {
  return {
    officials: content.officials
      .filter((entry) => !entry.retired)
      .map(({ slug, name, title, phone, biography, photo, photoAlt }) => ({
        slug,
        name,
        title,
        phone,
        biography: bilingualRichText(biography, publishedMarkdown),
        photo,
        photoAlt,
      })),
    retired: content.officials
      .filter((entry) => entry.retired)
      .map(({ slug, name, successor }) => ({ slug, name, successor })),
  };
}
