import { Virtual } from '@guidepup/virtual-screen-reader';
import { act } from '@testing-library/react';

/** What a live region says when it is emptied: nothing, though the reader logs "polite: ". */
const EMPTIED_LIVE_REGION = /^(polite|assertive): $/;

/** Elements that flow within a line of text; speech runs on across them, as the eye does. */
const INLINE_ELEMENTS = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'dfn',
  'em',
  'i',
  'kbd',
  'label',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
]);

/** The text a screen reader reads out of a node: all but what aria-hidden hides, blocks apart. */
function spokenText(node: Node): string {
  if (!(node instanceof Element)) return node.textContent ?? '';
  if (node.getAttribute('aria-hidden') === 'true') return '';
  const text = [...node.childNodes].map(spokenText).join('');
  return INLINE_ELEMENTS.has(node.localName) ? text : ` ${text} `;
}

/** The alerts among added nodes: the nodes themselves and the alerts inside them. */
function addedAlerts(records: readonly MutationRecord[]): Element[] {
  return records.flatMap(({ addedNodes }) =>
    [...addedNodes]
      .filter((node): node is Element => node instanceof Element)
      .flatMap((element) => [
        ...(element.matches('[role="alert"]') ? [element] : []),
        ...element.querySelectorAll('[role="alert"]'),
      ])
      .filter((alert) => !alert.closest('[aria-hidden="true"]')),
  );
}

/**
 * Listens for alerts added to the page, as the browser's system alert event tells a screen
 * reader of them; `heard` lists them as "alert: <text>".
 */
function listenForAddedAlerts(container: Element): { heard: () => string[]; stop: () => void } {
  const phrases: string[] = [];
  // A node added inside a node added just before is reported by both records: heard once.
  const announced = new WeakSet<Element>();
  const hear = (records: readonly MutationRecord[]) => {
    for (const alert of addedAlerts(records)) {
      if (announced.has(alert)) continue;
      announced.add(alert);
      phrases.push(`alert: ${spokenText(alert).replace(/\s+/g, ' ').trim()}`);
    }
  };
  const observer = new MutationObserver(hear);
  observer.observe(container, { childList: true, subtree: true });
  return {
    heard: () => {
      hear(observer.takeRecords());
      return phrases;
    },
    stop: () => observer.disconnect(),
  };
}

/**
 * jsdom computes no styles for pseudo-elements and logs an error each time the reader asks for
 * one (for CSS generated content, which the stubbed stylesheets never give). The element's own
 * style answers instead: it carries no generated content either. Returns the undo.
 */
function answerPseudoElementStylesWithTheElements(): () => void {
  const computeStyle = window.getComputedStyle;
  window.getComputedStyle = (element) => computeStyle.call(window, element);
  return () => {
    window.getComputedStyle = computeStyle;
  };
}

/** More items than any page under test has: where the reader gives up looking for focus. */
const MAX_ITEMS = 5000;

/**
 * Moves the reader's cursor, item by item, to the element that has keyboard focus, as a screen
 * reader follows focus: what the action then says is said from there (moving within a dialog
 * does not announce the dialog again).
 */
async function moveReaderToFocus(reader: Virtual, container: Element): Promise<void> {
  const focused = document.activeElement;
  if (!focused || focused === document.body || !container.contains(focused)) return;
  for (let item = 0; item < MAX_ITEMS && reader.activeNode !== focused; item += 1) {
    await reader.next();
  }
}

/**
 * Lets what an action started finish: React's effects, then the virtual screen reader, which
 * speaks a tick after each focus move and each change of the page.
 */
async function settle(): Promise<void> {
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

/**
 * What a screen reader user hears while `action` runs on the page rendered in `container`, one
 * phrase per item, as @guidepup/virtual-screen-reader speaks it: where focus lands ("textbox,
 * Full Name, Error: Enter your full name., invalid, required") and what a live region says when
 * its content changes ("polite: 2 results for “eviction”"). Only what the action causes is
 * heard, from where keyboard focus is; the action may wait (findBy..., waitFor) for what it
 * expects.
 *
 * The virtual reader does not speak an alert added to the page whole, which browsers announce
 * (ARIA: the user agent "SHOULD fire a system alert event ... when the alert is created"): such
 * an alert is heard here as "alert: <its text>", after the reader's phrases.
 */
export async function spokenWhile(container: Element, action: () => unknown): Promise<string[]> {
  // The reader follows focus only in a container that already holds something.
  if (!container.hasChildNodes()) throw new Error('spokenWhile needs a rendered page');
  const restoreStyles = answerPseudoElementStylesWithTheElements();
  const alerts = listenForAddedAlerts(container);
  const reader = new Virtual();
  try {
    await reader.start({ container });
    await moveReaderToFocus(reader, container);
    // What the reader said to get there is not the action's doing.
    await reader.clearSpokenPhraseLog();
    await action();
    await settle();
    const phrases = await reader.spokenPhraseLog();
    return [...phrases.filter((phrase) => !EMPTIED_LIVE_REGION.test(phrase)), ...alerts.heard()];
  } finally {
    await reader.stop();
    alerts.stop();
    restoreStyles();
  }
}
