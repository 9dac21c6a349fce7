// The text of a rendered page as the site search indexes it: the page cut into sections at its
// headings and at the elements a link can open with #anchor (an FAQ question, a section with an
// id). A remote's build writes it beside its registry fragment; the API merges the fragments.
// The shell's build writes the links of the site's navigation, the names visitors know pages by.
import { Parser } from 'htmlparser2';

/** What a remote's build writes in dist/ for the site search. */
export const SEARCH_FRAGMENT = 'search-fragment.json';
/** Bumped when the shape of the fragment changes, so the API can skip fragments it cannot read. */
export const SEARCH_FRAGMENT_FORMAT = 1;
/** What the shell's build writes in dist/ for the site search: its navigation's links. */
export const SEARCH_NAVIGATION = 'search-navigation.json';
/** Bumped when the shape of the navigation file changes, as SEARCH_FRAGMENT_FORMAT. */
export const SEARCH_NAVIGATION_FORMAT = 1;

/** Elements whose content is not page text: code, form controls, navigation, forms. */
const SKIPPED_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'nav',
  'form',
  'select',
  'textarea',
]);
/** Elements that start a section a link can scroll to, when they carry an id. */
const ANCHOR_CONTAINERS = new Set(['section', 'article', 'aside', 'details']);
const SECTION_HEADINGS = new Set(['h2', 'h3']);
/** Elements that do not break a word run: text on both sides of them belongs together. */
const INLINE_TAGS = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'cite',
  'code',
  'em',
  'i',
  'kbd',
  'mark',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
]);

/** Whether an element's text is not shown: hidden, or for screen readers only. */
function isHiddenText(attributes) {
  if ('hidden' in attributes || attributes['aria-hidden'] === 'true') return true;
  return (attributes.class ?? '').split(/\s+/).includes('usa-sr-only');
}

/**
 * Whether an element holds no text for the index: scripts, controls and navigation; hidden
 * elements; text for screen readers only (the honeypot field, "opens in a new tab"); and live
 * status lines, which say "Loading…" in the build's rendering.
 */
function isSkipped(name, attributes) {
  return SKIPPED_TAGS.has(name) || attributes.role === 'status' || isHiddenText(attributes);
}

function collapse(text) {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The sections of a page's rendered HTML, in reading order: the text before the first heading
 * (anchor and heading null), then one per h2/h3 heading and one per section, article or details
 * element with an id, or details whose summary has one. A details element is one section, its
 * summary the heading: each FAQ question and its answer. Text after such an element goes back to the section around it. The
 * h1 is left out: it is the page's title.
 *
 * @param {string} html
 * @returns {{ anchor: string | null; heading: string | null; text: string }[]}
 */
export function extractSearchSections(html) {
  const first = { anchor: null, heading: [], text: [] };
  const sections = [first];
  let current = first;
  /** Open elements: whether each hides its content, the section it interrupted, what it is. */
  const open = [];
  const skipping = () => open.some((element) => element.skipped);
  const capturing = () => open.find((element) => element.capture)?.capture;
  /** Starts the section `container` holds; the text after it returns to the one around it. */
  const openSection = (container, anchor) => {
    container.resume = current;
    container.anchor = anchor;
    current = { anchor, heading: [], text: [] };
    sections.push(current);
  };
  const isDisclosureWithoutAnchor = (element) =>
    element?.name === 'details' && !element.anchor && !element.skipped;

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const element = { name, skipped: false, capture: null, resume: null, anchor: null };
        open.push(element);
        if (skipping() || isSkipped(name, attributes)) {
          element.skipped = true;
          return;
        }
        if (!INLINE_TAGS.has(name)) current.text.push(' ');
        const id = attributes.id || null;
        if (name === 'h1') {
          element.skipped = true;
        } else if (ANCHOR_CONTAINERS.has(name) && id) {
          openSection(element, id);
        } else if (name === 'summary' && id && isDisclosureWithoutAnchor(open.at(-2))) {
          // A question that carries the anchor itself (the FAQ's): its disclosure is the section.
          openSection(open.at(-2), id);
          element.capture = current.heading;
        } else if (SECTION_HEADINGS.has(name) || name === 'summary') {
          const fresh = current.heading.length === 0 && collapse(current.text.join('')) === '';
          if (fresh && current !== first) {
            // The heading of the section its container just opened.
            element.capture = current.heading;
          } else if (SECTION_HEADINGS.has(name)) {
            const around = open.findLast((candidate) => candidate.anchor)?.anchor ?? null;
            current = { anchor: id ?? around, heading: [], text: [] };
            sections.push(current);
            element.capture = current.heading;
          }
        }
      },
      ontext(text) {
        if (skipping()) return;
        (capturing() ?? current.text).push(text);
      },
      onclosetag(name) {
        const element = open.pop();
        if (!element || element.skipped) return;
        if (element.resume) current = element.resume;
        if (!INLINE_TAGS.has(name)) current.text.push(' ');
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();

  return sections
    .map((section) => ({
      anchor: section.anchor,
      heading: collapse(section.heading.join('')) || null,
      text: collapse(section.text.join('')),
    }))
    .filter((section) => section.heading !== null || section.text !== '');
}

/**
 * The links of the navigation landmarks (navbar, footer) of a rendered frame, in order: where
 * each leads and the words a visitor reads on it. Links to the page in another language (those
 * with hreflang) and text for screen readers only are left out.
 *
 * @param {string} html
 * @returns {{ href: string; label: string }[]}
 */
export function extractNavigationLinks(html) {
  const links = [];
  /** Open elements: whether each hides its text, and the link it opened, if it is one. */
  const open = [];
  let navigations = 0;
  let link = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const hidden = open.some((element) => element.hidden) || isHiddenText(attributes);
        const element = { hidden, link: null };
        open.push(element);
        if (name === 'nav') navigations += 1;
        if (name === 'a' && navigations > 0 && attributes.href && !('hreflang' in attributes)) {
          link = { href: attributes.href, label: [] };
          element.link = link;
        }
      },
      ontext(text) {
        if (link && !open.some((element) => element.hidden)) link.label.push(text);
      },
      onclosetag(name) {
        const element = open.pop();
        if (name === 'nav') navigations -= 1;
        if (!element?.link) return;
        const label = collapse(element.link.label.join(''));
        if (label) links.push({ href: element.link.href, label });
        link = null;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return links;
}

/** The page's name in a result: its document title without the site's name after " | ". */
export function searchTitle(documentTitle) {
  const parts = documentTitle.split(' | ');
  return collapse(parts.length > 1 ? parts.slice(0, -1).join(' | ') : documentTitle);
}
