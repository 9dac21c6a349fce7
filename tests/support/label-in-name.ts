import { expect, type Page } from '@playwright/test';

/**
 * WCAG 2.5.3 label in name: what a speech-input user sees on a control must be in the name
 * assistive technology is given for it.
 */

const MARK = 'data-court-label-check';

/** A control a sighted speech-input user can see, and the label they would say. */
interface ShownLabel {
  description: string;
  label: string;
}

/**
 * Runs in the page: marks each control that shows a text label (buttons, links, summaries and
 * form fields with a <label>) and returns the label as shown, visually hidden text left out.
 * An open modal dialog is all there is to speak to: the page behind it is inert.
 */
function markShownLabels(mark: string): ShownLabel[] {
  function isHiddenFromSight(element: Element): boolean {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') {
        return true;
      }
    }
    const box = element.getBoundingClientRect();
    return (
      !element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) ||
      box.width < 1 ||
      box.height < 1 ||
      box.right + window.scrollX <= 0 ||
      box.bottom + window.scrollY <= 0
    );
  }

  /** The block an inline text sits in: text in two blocks reads as two words at least. */
  function blockOf(node: Element, root: Element): Element {
    for (let block: Element | null = node; block && block !== root; block = block.parentElement) {
      if (!getComputedStyle(block).display.startsWith('inline')) return block;
    }
    return root;
  }

  /** The text of the element that shows on screen, as it reads there. */
  function shownText(element: Element): string {
    let text = '';
    let lastBlock: Element | null = null;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const owner = node.parentElement;
      if (!owner || isHiddenFromSight(owner)) continue;
      const block = blockOf(owner, element);
      text += `${lastBlock && block !== lastBlock ? ' ' : ''}${node.textContent ?? ''}`;
      lastBlock = block;
    }
    return text.replace(/\s+/g, ' ').trim();
  }

  function describe(element: Element): string {
    const type = element.getAttribute('type');
    const className = element.classList[0] ? `.${element.classList[0]}` : '';
    return `<${element.tagName.toLowerCase()}${type ? ` type=${type}` : ''}>${className}`;
  }

  const layer = document.querySelector('dialog:modal') ?? document.body;
  const found: ShownLabel[] = [];
  for (const old of document.querySelectorAll(`[${mark}]`)) old.removeAttribute(mark);
  const controls = layer.querySelectorAll(
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="menuitem"]',
  );
  for (const control of controls) {
    let label = '';
    if (
      control instanceof HTMLInputElement &&
      ['button', 'submit', 'reset'].includes(control.type)
    ) {
      if (!isHiddenFromSight(control)) label = control.value;
    } else if (
      control instanceof HTMLInputElement ||
      control instanceof HTMLSelectElement ||
      control instanceof HTMLTextAreaElement
    ) {
      // USWDS hides checkboxes and radios and draws them on their labels: the label is what shows.
      const labels = [...(control.labels ?? [])];
      const seen = labels.length > 0 && labels.some((element) => !isHiddenFromSight(element));
      if (seen) label = labels.map(shownText).join(' ');
    } else if (!isHiddenFromSight(control)) {
      label = shownText(control);
    }
    // A label of symbols alone (the × of a close button) is not words anyone would say.
    if (!/[\p{L}\p{N}]/u.test(label)) continue;
    control.setAttribute(mark, String(found.length));
    found.push({ description: describe(control), label });
  }
  return found;
}

interface DomNode {
  backendNodeId: number;
  attributes?: string[];
  children?: DomNode[];
  shadowRoots?: DomNode[];
  contentDocument?: DomNode;
}

/** The controls' accessible names as Chromium computes them for assistive technology. */
async function accessibleNames(page: Page): Promise<Map<number, string | null>> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as {
      root: DomNode;
    };
    const marked = new Map<number, number>();
    const visit = (node: DomNode) => {
      const attributes = node.attributes ?? [];
      const index = attributes.indexOf(MARK);
      if (index >= 0 && index % 2 === 0) {
        marked.set(node.backendNodeId, Number(attributes[index + 1]));
      }
      for (const child of [
        ...(node.children ?? []),
        ...(node.shadowRoots ?? []),
        ...(node.contentDocument ? [node.contentDocument] : []),
      ]) {
        visit(child);
      }
    };
    visit(root);
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const names = new Map<number, string | null>();
    for (const node of nodes) {
      const control =
        node.backendDOMNodeId === undefined ? undefined : marked.get(node.backendDOMNodeId);
      if (control === undefined) continue;
      names.set(control, node.ignored ? null : String(node.name?.value ?? ''));
    }
    return names;
  } finally {
    await cdp.detach();
  }
}

/** Words only, in lower case: what a speech-input user says and what their software matches. */
function spoken(text: string): string {
  return text
    .normalize('NFKC')
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * WCAG 2.5.3: each control's accessible name holds the words of its visible label, in order, so
 * that saying what is on screen ("click Sign in") reaches it.
 */
async function labelNotInNameProblems(page: Page): Promise<string[]> {
  const shown = await page.evaluate(markShownLabels, MARK);
  const names = await accessibleNames(page);
  const problems: string[] = [];
  shown.forEach(({ description, label }, index) => {
    const name = names.get(index);
    if (name === undefined || name === null) {
      problems.push(`${description} "${label}" is not in the accessibility tree`);
    } else if (!` ${spoken(name)} `.includes(` ${spoken(label)} `)) {
      problems.push(`${description} shows "${label}" but is named "${name}"`);
    }
  });
  expect(shown.length, 'controls with a visible label').toBeGreaterThan(0);
  return problems;
}

export async function expectLabelsInNames(page: Page, label: string): Promise<void> {
  expect.soft(await labelNotInNameProblems(page), `${label}: label not in name`).toEqual([]);
}
