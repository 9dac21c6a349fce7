import type { BilingualRichText, Language, RichBlock, RichInline } from '@court/contract';
import { ExternalLink, LocalizedLink } from '@court/kit';

function RichLink({ href, content }: { href: string; content: RichInline[] }) {
  const words = <Inline content={content} />;
  // A path of this site stays in the visitor's language; other sites open in a new tab.
  if (href.startsWith('/')) {
    return (
      <LocalizedLink to={href} className="usa-link">
        {words}
      </LocalizedLink>
    );
  }
  if (href.startsWith('https:')) return <ExternalLink href={href}>{words}</ExternalLink>;
  return (
    <a href={href} className="usa-link">
      {words}
    </a>
  );
}

function Inline({ content }: { content: readonly RichInline[] }) {
  return content.map((part, index) => {
    switch (part.type) {
      case 'text':
        return part.text;
      case 'strong':
        return (
          <strong key={index}>
            <Inline content={part.content} />
          </strong>
        );
      case 'link':
        return <RichLink key={index} href={part.href} content={part.content} />;
    }
  });
}

/**
 * Text staff wrote, as the API read it from their Markdown: paragraphs and lists made of the
 * page's own elements. Nothing in it is HTML, so nothing staff typed can become markup.
 */
export function RichText({ blocks }: { blocks: readonly RichBlock[] }) {
  return blocks.map((block, index) => {
    if (block.type === 'paragraph') {
      return (
        <p key={index}>
          <Inline content={block.content} />
        </p>
      );
    }
    const List = block.ordered ? 'ol' : 'ul';
    return (
      <List key={index} className="usa-list">
        {block.items.map((item, position) => (
          <li key={position}>
            <Inline content={item} />
          </li>
        ))}
      </List>
    );
  });
}

/**
 * Rich text in the page's language; the English inside lang="en" where the Spanish is not
 * written, so a screen reader reads it as English and the page never shows an empty answer.
 */
export function BilingualRichText({
  text,
  language,
}: {
  text: BilingualRichText;
  language: Language;
}) {
  if (language === 'en' || text[language].length > 0) return <RichText blocks={text[language]} />;
  return (
    <div lang="en">
      <RichText blocks={text.en} />
    </div>
  );
}
