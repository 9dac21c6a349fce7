import type { Page } from '@playwright/test';

/** What a reader would lose on the page as it is laid out now. */
export interface TextLayoutReport {
  /** Text cut off by a box that hides what overflows it. */
  clipped: string[];
  /** Text painted over other text. */
  overlapping: string[];
  /** The page, or a box other than a data table's, scrolling sideways. */
  sideways: string[];
}

/**
 * Runs in the page: finds text that a box clips, text drawn over other text, and sideways
 * scrolling (WCAG 1.4.4, 1.4.10, 1.4.12). Only text a sighted reader is shown counts: the
 * visually hidden text for screen readers (USWDS's usa-sr-only) is clipped on purpose.
 */
export function inspectTextLayout(): TextLayoutReport {
  const report: TextLayoutReport = { clipped: [], overlapping: [], sideways: [] };
  const TOLERANCE = 1;

  function describe(element: Element): string {
    const className = element.classList[0] ? `.${element.classList[0]}` : '';
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `<${element.tagName.toLowerCase()}>${className} "${text}"`;
  }

  const hiddenCache = new Map<Element, boolean>();
  /** Shown to nobody sighted: not rendered, or clipped to a pixel or off the page on purpose. */
  function isHiddenFromSight(element: Element): boolean {
    const known = hiddenCache.get(element);
    if (known !== undefined) return known;
    let hidden = false;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) {
      hidden = true;
    } else {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const clipsToNothing =
        style.clip === 'rect(0px, 0px, 0px, 0px)' ||
        style.clipPath === 'inset(50%)' ||
        (style.overflow !== 'visible' && (box.width <= 1 || box.height <= 1));
      const offPage = box.right + window.scrollX <= 0 || box.bottom + window.scrollY <= 0;
      hidden =
        clipsToNothing ||
        offPage ||
        (element.parentElement !== null && isHiddenFromSight(element.parentElement));
    }
    hiddenCache.set(element, hidden);
    return hidden;
  }

  /** Each line of visible text on the page, in page coordinates, with the element holding it. */
  interface TextLine {
    owner: Element;
    left: number;
    right: number;
    top: number;
    bottom: number;
  }
  const lines: TextLine[] = [];
  // An open modal dialog covers the page, which is inert behind it: its text is what is read.
  const layer = document.querySelector('dialog:modal') ?? document.body;
  const walker = document.createTreeWalker(layer, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const owner = node.parentElement;
    if (!owner || !node.textContent?.trim() || isHiddenFromSight(owner)) continue;
    if (owner.closest('script, style, noscript, template')) continue;
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) {
      if (rect.width < 1 || rect.height < 1) continue;
      lines.push({
        owner,
        left: rect.left + window.scrollX,
        right: rect.right + window.scrollX,
        top: rect.top + window.scrollY,
        bottom: rect.bottom + window.scrollY,
      });
    }
  }

  // Clipped: text that reaches past the padding box of an ancestor that hides its overflow.
  const clipped = new Set<Element>();
  for (const line of lines) {
    for (let box = line.owner as Element | null; box && box !== document.body;) {
      const style = getComputedStyle(box);
      const clipsX = style.overflowX === 'hidden' || style.overflowX === 'clip';
      const clipsY = style.overflowY === 'hidden' || style.overflowY === 'clip';
      if ((clipsX || clipsY) && !clipped.has(box)) {
        const rect = box.getBoundingClientRect();
        const left = rect.left + window.scrollX + box.clientLeft;
        const top = rect.top + window.scrollY + box.clientTop;
        const outX =
          clipsX &&
          (line.left < left - TOLERANCE || line.right > left + box.clientWidth + TOLERANCE);
        const outY =
          clipsY &&
          (line.top < top - TOLERANCE || line.bottom > top + box.clientHeight + TOLERANCE);
        if (outX || outY) {
          clipped.add(box);
          report.clipped.push(`${describe(box)} cuts off ${describe(line.owner)}`);
        }
      }
      box = box.parentElement;
    }
  }

  // Overlapping: two lines of different elements sharing more than a sliver of each other. The
  // lines of one element never overlap one another's glyph boxes unless the line height is
  // below 1, which is the element's own business; across elements it is text drawn over text.
  const sorted = [...lines].sort((first, second) => first.top - second.top);
  const reported = new Set<string>();
  for (let index = 0; index < sorted.length; index += 1) {
    const line = sorted[index];
    if (!line) continue;
    for (let next = index + 1; next < sorted.length; next += 1) {
      const other = sorted[next];
      if (!other || other.top >= line.bottom) break;
      if (other.owner === line.owner) continue;
      const width = Math.min(line.right, other.right) - Math.max(line.left, other.left);
      const height = Math.min(line.bottom, other.bottom) - Math.max(line.top, other.top);
      const shorter = Math.min(line.bottom - line.top, other.bottom - other.top);
      if (width > 2 && height > shorter * 0.3) {
        const pair = `${describe(line.owner)} overlaps ${describe(other.owner)}`;
        if (!reported.has(pair)) {
          reported.add(pair);
          report.overlapping.push(pair);
        }
      }
    }
  }

  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth) {
    report.sideways.push(
      `the page is ${root.scrollWidth} px wide in a ${root.clientWidth} px window`,
    );
  }
  // A data table may scroll sideways in its own box; nothing else may.
  for (const element of document.body.querySelectorAll('*')) {
    const style = getComputedStyle(element);
    if (style.overflowX !== 'auto' && style.overflowX !== 'scroll') continue;
    if (element.scrollWidth <= element.clientWidth + TOLERANCE || isHiddenFromSight(element)) {
      continue;
    }
    if (!element.querySelector('table')) {
      report.sideways.push(`${describe(element)} scrolls sideways and holds no data table`);
    }
  }
  return report;
}

/** The text layout problems of the page as it is now. */
export function textLayoutProblems(page: Page): Promise<TextLayoutReport> {
  return page.evaluate(inspectTextLayout);
}

/** How much of the viewport's height the site header covers where the page is scrolled now. */
export function headerCover(page: Page): Promise<{ covered: number; viewport: number }> {
  return page
    .locator('header')
    .first()
    .evaluate((header) => {
      const box = header.getBoundingClientRect();
      const viewport = document.documentElement.clientHeight;
      return {
        covered: Math.max(0, Math.min(box.bottom, viewport) - Math.max(box.top, 0)),
        viewport,
      };
    });
}

/**
 * The header's cover half-way down the page, where a header that stays put would sit over the
 * content; scrolls back to the top afterwards.
 */
export async function headerCoverHalfWay(
  page: Page,
): Promise<{ covered: number; viewport: number }> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  const cover = await headerCover(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  return cover;
}
