import { isAllowedLink, richTextPlain } from '../rich-text';
import { parseMarkdown, publishedMarkdown, refusedLinks } from './index';

describe('the Markdown staff write', () => {
  it('reads paragraphs, bold, links and both kinds of list; a nested list joins its outer one', () => {
    expect(
      parseMarkdown('One **two**\nthree.\n\n- a\n- [b](/forms)\n  - c\n\n1. first\n2. second'),
    ).toEqual([
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'One ' },
          { type: 'strong', content: [{ type: 'text', text: 'two' }] },
          { type: 'text', text: ' three.' },
        ],
      },
      {
        type: 'list',
        ordered: false,
        items: [
          [{ type: 'text', text: 'a' }],
          [{ type: 'link', href: '/forms', content: [{ type: 'text', text: 'b' }] }],
          [{ type: 'text', text: 'c' }],
        ],
      },
      {
        type: 'list',
        ordered: true,
        items: [[{ type: 'text', text: 'first' }], [{ type: 'text', text: 'second' }]],
      },
    ]);
  });

  it('keeps HTML, headings and code as the words typed, and shows no image', () => {
    const text = (source: string) => richTextPlain(parseMarkdown(source));
    expect(text('<script>alert(1)</script> <b>x</b>')).toBe('<script>alert(1)</script> <b>x</b>');
    expect(text('# Heading')).toBe('# Heading');
    // No image: its brackets read as a link to the picture.
    expect(text('![alt](https://example.org/x.png) `code`')).toBe('!alt `code`');
    expect(text('\\*not bold\\*')).toBe('*not bold*');
  });

  it('allows links to https sites, phones, e-mail and paths of the site, and nothing else', () => {
    for (const href of [
      'https://www.ohio.gov/',
      'tel:330-555-0100',
      'mailto:clerk@example.org',
      '/forms',
      '/jury-faq#juror-pay',
    ]) {
      expect(isAllowedLink(href)).toBe(true);
    }
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,x',
      'http://example.org/',
      '//evil.example/',
      '/\\evil.example',
      'vbscript:x',
      'ftp://example.org/',
    ]) {
      expect(isAllowedLink(href)).toBe(false);
    }
    expect(
      refusedLinks('[a](javascript:alert(1)) [b](https://ok.example/) [c](//x.example/)'),
    ).toEqual(['javascript:alert(1)', '//x.example/']);
  });

  it('publishes a refused link as its words alone', () => {
    expect(publishedMarkdown('Go [here](javascript:alert(1)) now.')).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'Go here now.' }] },
    ]);
  });
});
