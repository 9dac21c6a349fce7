import { expect, test, type Page } from '@playwright/test';
import { openDevToolsChannel } from './devtools-channel';

export interface ViewportSize {
  width: number;
  height: number;
}

/** A laptop window, the same window at 200% zoom, and a phone (or that window at 400%). */
export const WALK_SIZES: readonly ViewportSize[] = [
  { width: 1280, height: 800 },
  { width: 640, height: 400 },
  { width: 320, height: 640 },
];

/** What the browser reports after one Tab press. */
export type FocusReport =
  | /** Focus is on the document itself: the walk went past the last stop. */
    { kind: 'document' }
    /** A stop seen before: the walk has gone all the way round. */
  | { kind: 'repeat' }
  | {
      kind: 'stop';
      name: string;
      problems: string[];
      /** The walk scrolled it into view (see inspectFocusedElement). */
      broughtIntoView?: boolean;
    };

interface WalkWindow extends Window {
  /** Elements focused so far, in order. */
  courtFocusWalk?: Element[];
  /** Scroll positions ("x,y" of the window and each scrolling box around the stop) at the last stop. */
  courtFocusWalkScroll?: string;
}

/** Tab presses allowed beyond the page's count of tab stops (the document itself, wrap-around). */
const EXTRA_PRESSES = 5;

/**
 * The page's Tab stops now (content that arrived late counts then). Runs in the page; a date
 * input holds up to four stops in Chromium (month, day, year, calendar button).
 */
export function countTabStops(): number {
  return [
    ...document.querySelectorAll<HTMLElement>(
      'a[href], area[href], button, input, select, textarea, iframe, summary, [tabindex], [contenteditable]',
    ),
  ]
    .filter(
      (element) =>
        element.tabIndex >= 0 &&
        !element.matches(':disabled') &&
        !element.closest('[inert]') &&
        element.checkVisibility(),
    )
    .reduce((count, element) => count + (element.matches('input[type="date"]') ? 4 : 1), 0);
}

/**
 * Runs in the page after a Tab press: ends transitions and waits for focus scrolling to settle,
 * then checks the focused element against WCAG 2.4.7, 2.4.11 and 1.4.11.
 */
export async function inspectFocusedElement(): Promise<FocusReport> {
  type Rgba = [number, number, number, number];
  interface Ring {
    width: number;
    offset: number;
    color: Rgba;
  }

  // The skip link slides in and the home navbar fades: measure where things end up, which a
  // finished transition shows at once (waiting for it cost a sixth of every walk).
  for (const animation of document.getAnimations()) {
    const end = animation.effect?.getComputedTiming().endTime;
    if (animation.playState === 'running' && typeof end === 'number' && Number.isFinite(end)) {
      animation.finish();
    }
  }
  // Focus scrolls the window and every box around the stop that scrolls (a dialog's body). With
  // the browser's default, instant scrolling, that is done when the key press is: nothing to wait
  // for. A scroller that glides (scroll-behavior: smooth) is watched, frame by frame, until it
  // stops, unless the view has not moved since the last stop.
  const walkWindow = window as WalkWindow;
  const scrollBoxes: Element[] = [document.documentElement];
  for (let box = document.activeElement?.parentElement; box; box = box.parentElement) {
    if (box.scrollHeight > box.clientHeight || box.scrollWidth > box.clientWidth) {
      scrollBoxes.push(box);
    }
  }
  const glides = scrollBoxes.some((box) => getComputedStyle(box).scrollBehavior === 'smooth');
  const scrollPositions = () =>
    [
      `${window.scrollX},${window.scrollY}`,
      ...scrollBoxes.slice(1).map((box) => `${box.scrollLeft},${box.scrollTop}`),
    ].join(' ');
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  let scroll = scrollPositions();
  for (
    let frame = 0;
    glides && frame < 60 && scroll !== walkWindow.courtFocusWalkScroll;
    frame += 1
  ) {
    walkWindow.courtFocusWalkScroll = scroll;
    await nextFrame();
    scroll = scrollPositions();
  }
  // A glide can begin a frame after the key press, when nothing has moved yet: a stop not yet
  // wholly in the window is watched until it is, or until nothing has moved for a few frames
  // (one larger than the window never is).
  const inWindow = () => {
    const box = document.activeElement?.getBoundingClientRect();
    return (
      !box ||
      (box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth)
    );
  };
  for (let frame = 0, still = 0; glides && frame < 60 && still < 3 && !inWindow(); frame += 1) {
    await nextFrame();
    const now = scrollPositions();
    still = now === scroll ? still + 1 : 0;
    scroll = now;
  }
  walkWindow.courtFocusWalkScroll = scroll;

  const focused = document.activeElement;
  if (!focused || focused === document.body || focused === document.documentElement) {
    return { kind: 'document' };
  }
  const seen = (walkWindow.courtFocusWalk ??= []);
  // The same element twice in a row is a stop inside it (a date input's fields and calendar
  // button), checked again; an earlier one means the walk has gone round.
  if (seen.at(-1) !== focused) {
    if (seen.includes(focused)) return { kind: 'repeat' };
    seen.push(focused);
  }

  function describe(element: Element): string {
    const label =
      element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement
        ? element.labels?.[0]?.textContent
        : null;
    const text = (element.getAttribute('aria-label') ?? label ?? element.textContent ?? '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 50);
    const type = element.getAttribute('type');
    const className = element.classList[0] ? `.${element.classList[0]}` : '';
    return `<${element.tagName.toLowerCase()}${type ? ` type=${type}` : ''}>${className} "${text}"`;
  }

  function parseColor(value: string): Rgba | null {
    const parts = /^rgba?\(([^)]+)\)$/.exec(value.trim())?.[1]?.split(/[\s,/]+/);
    if (!parts || parts.length < 3) return null;
    const [red, green, blue, alpha] = parts.map(Number);
    if (red === undefined || green === undefined || blue === undefined) return null;
    return [red, green, blue, alpha ?? 1];
  }

  function over(top: Rgba, bottom: Rgba): Rgba {
    const [red, green, blue, alpha] = top;
    return [
      red * alpha + bottom[0] * (1 - alpha),
      green * alpha + bottom[1] * (1 - alpha),
      blue * alpha + bottom[2] * (1 - alpha),
      1,
    ];
  }

  function luminance([red, green, blue]: Rgba): number {
    const linear = (channel: number) => {
      const value = channel / 255;
      return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
  }

  function contrast(first: Rgba, second: Rgba): number {
    const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
    return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
  }

  /**
   * The colours painted at a point: each layer's background colour and gradient stops, composed
   * from the first opaque layer up. Overlays (the fixed navbar over the home hero) count, because
   * elementsFromPoint lists what is painted there, not the DOM ancestors. Photos are not read.
   */
  function backgroundsAt(x: number, y: number): Rgba[] {
    const layers: Rgba[][] = [];
    for (const element of document.elementsFromPoint(x, y)) {
      const style = getComputedStyle(element);
      const stops = (style.backgroundImage.match(/rgba?\([^)]*\)/g) ?? [])
        .map(parseColor)
        .filter((color): color is Rgba => color !== null);
      if (stops.length > 0) layers.push(stops);
      const color = parseColor(style.backgroundColor);
      if (color && color[3] > 0) {
        layers.push([color]);
        if (color[3] >= 1) break;
      }
    }
    let colors: Rgba[] = [[255, 255, 255, 1]];
    for (const layer of layers.reverse()) {
      colors = layer.flatMap((top) => colors.map((bottom) => over(top, bottom)));
    }
    return colors;
  }

  /** An outline, or a box-shadow ring (spread), of 2 px or more. */
  function ringOf(style: CSSStyleDeclaration): Ring | null {
    const outlineWidth = parseFloat(style.outlineWidth);
    const outlineColor = parseColor(style.outlineColor);
    if (style.outlineStyle !== 'none' && outlineWidth >= 2 && outlineColor) {
      return {
        width: outlineWidth,
        offset: parseFloat(style.outlineOffset) || 0,
        color: outlineColor,
      };
    }
    for (const shadow of style.boxShadow.split(/,(?![^(]*\))/)) {
      const color = parseColor(/rgba?\([^)]*\)/.exec(shadow)?.[0] ?? '');
      const spread = [...shadow.matchAll(/(-?[\d.]+)px/g)].map((match) => Number(match[1]))[3];
      if (color && spread !== undefined && spread >= 2) {
        return { width: spread, offset: shadow.includes('inset') ? -spread : 0, color };
      }
    }
    return null;
  }

  // USWDS hides checkbox and radio inputs and draws them, focus ring included, on the label:
  // the label is what a sighted keyboard user looks at.
  let target: Element = focused;
  if (
    focused instanceof HTMLInputElement &&
    (focused.type === 'checkbox' || focused.type === 'radio') &&
    (!focused.checkVisibility({ opacityProperty: true }) ||
      focused.getBoundingClientRect().right <= 0) &&
    focused.labels?.[0]
  ) {
    target = focused.labels[0];
  }

  const name = describe(focused);
  const problems: string[] = [];
  const viewportWidth = document.documentElement.clientWidth;
  const viewportHeight = document.documentElement.clientHeight;
  if (!target.checkVisibility({ opacityProperty: true, visibilityProperty: true })) {
    problems.push('is not visible');
  }
  const outside = (rect: DOMRect) =>
    Math.min(rect.right, viewportWidth) - Math.max(rect.left, 0) < 1 ||
    Math.min(rect.bottom, viewportHeight) - Math.max(rect.top, 0) < 1;
  // On a loaded machine Chromium has now and then left the 640x400 sign-in dialog unscrolled
  // with focus on its last button (cause not found). A stop the browser could have scrolled to
  // is brought into view and measured there, and the walk reports that it did; one that cannot
  // be (placed off the page, clipped away) stays outside and fails.
  let broughtIntoView = false;
  if (outside(target.getBoundingClientRect())) {
    target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    broughtIntoView = !outside(target.getBoundingClientRect());
  }
  const box = target.getBoundingClientRect();
  const left = Math.max(box.left, 0);
  const right = Math.min(box.right, viewportWidth);
  const top = Math.max(box.top, 0);
  const bottom = Math.min(box.bottom, viewportHeight);
  if (right - left < 1 || bottom - top < 1) {
    problems.push('is outside the viewport');
    return { kind: 'stop', name, problems, broughtIntoView };
  }
  // The element's centre; when that is off screen (an element larger than the viewport, or a
  // text area Chromium scrolls only as far as its caret), the centre of the part that shows,
  // which must be at least 24 px (or the whole element) each way.
  let x = box.left + box.width / 2;
  let y = box.top + box.height / 2;
  if (x < 0 || x >= viewportWidth || y < 0 || y >= viewportHeight) {
    x = (left + right) / 2;
    y = (top + bottom) / 2;
    if (right - left < Math.min(box.width, 24) || bottom - top < Math.min(box.height, 24)) {
      problems.push('is mostly outside the viewport');
    }
  }
  // An ancestor at the centre is the gap of a link wrapped over two lines, not a cover.
  const hit = document.elementFromPoint(x, y);
  if (!hit || !(target.contains(hit) || hit.contains(target) || focused.contains(hit))) {
    problems.push(`is covered by ${hit ? describe(hit) : 'nothing painted'}`);
  }

  const ring =
    ringOf(getComputedStyle(focused)) ??
    (target === focused
      ? null
      : (ringOf(getComputedStyle(target, '::before')) ?? ringOf(getComputedStyle(target))));
  if (!ring) {
    problems.push('has no focus indicator of 2 px or more');
    return { kind: 'stop', name, problems, broughtIntoView };
  }

  // Just outside the ring on each side that is on screen; the ring must stand out (3:1) against
  // what surrounds it on at least half of those sides, so a ring touching the edge of a dark
  // bar still counts by the sides inside the bar.
  const reach = Math.max(ring.offset + ring.width, 0) + 1;
  const samples = [
    [box.left - reach, y],
    [box.right + reach, y],
    [x, box.top - reach],
    [x, box.bottom + reach],
  ].filter(
    ([sampleX = -1, sampleY = -1]) =>
      sampleX >= 0 && sampleX < viewportWidth && sampleY >= 0 && sampleY < viewportHeight,
  );
  const ratios = samples.map(([sampleX = 0, sampleY = 0]) =>
    Math.min(
      ...backgroundsAt(sampleX, sampleY).map((background) =>
        contrast(over(ring.color, background), background),
      ),
    ),
  );
  const passing = ratios.filter((ratio) => ratio >= 3).length;
  if (ratios.length > 0 && passing * 2 < ratios.length) {
    const worst = Math.min(...ratios).toFixed(2);
    problems.push(`has a focus indicator without 3:1 contrast against its surroundings (${worst})`);
  }
  return { kind: 'stop', name, problems, broughtIntoView };
}

/** How long the page must go without a DOM change to count as settled. */
const QUIET_MS = 150;

/**
 * Waits until the page has not changed for a moment: lists fetched after the heading would
 * otherwise move stops while the walk measures them. Cheaper than waiting for network idle.
 */
export async function waitForQuietPage(page: Page): Promise<void> {
  await page.evaluate(
    (quietMs) =>
      new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          window.clearTimeout(quiet);
          quiet = window.setTimeout(done, quietMs);
        });
        let quiet = window.setTimeout(done, quietMs);
        const limit = window.setTimeout(done, 5000);
        function done() {
          observer.disconnect();
          window.clearTimeout(quiet);
          window.clearTimeout(limit);
          resolve();
        }
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
      }),
    QUIET_MS,
  );
}

export interface WalkResult {
  /** Each stop reached, in order. */
  stops: string[];
  /** Stops the browser left out of view and the walk scrolled to before measuring them. */
  broughtIntoView: string[];
  /** "<element> <problem>" for each failed rule. */
  problems: string[];
}

/** The browser's own Tab key, as Playwright's keyboard sends it (no text, so a raw key down). */
const TAB_KEY = { key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9, nativeVirtualKeyCode: 9 };

/** The function the page calls with each stop's report (a binding of the browser's protocol). */
const REPORT_BINDING = 'courtFocusReport';

/** How long a Tab press may go without its report: far beyond any stop's, even under load. */
const REPORT_WAIT_MS = 15_000;

/**
 * Puts the walk in the page: the inspection, and a listener that runs it as each Tab key comes
 * up (focus has moved and scrolled while the key went down) and reports to the walk. Installed
 * once a document; the walk switches it on and off.
 */
function installWalk(): string {
  return `window.courtInspectFocus = ${inspectFocusedElement.toString()};
    window.courtFocusWalk = [];
    window.courtFocusWalkScroll = undefined;
    if (!window.courtFocusWalkListens) {
      window.courtFocusWalkListens = true;
      addEventListener('keyup', (event) => {
        if (event.key !== 'Tab' || !window.courtFocusWalkOn) return;
        courtInspectFocus().then(
          (report) => ${REPORT_BINDING}(JSON.stringify(report)),
          (error) => ${REPORT_BINDING}(JSON.stringify({ kind: 'failed', message: String(error) })),
        );
      }, true);
    }
    window.courtFocusWalkOn = true;`;
}

/**
 * Presses Tab from wherever focus is until focus comes back round to a stop already seen, or the
 * page's count of tab stops (plus a few) runs out, checking every stop on the way.
 *
 * A walk is hundreds of presses, so each costs one round trip of the browser's protocol, on a
 * connection of the walk's own (see devtools-channel.ts): the key goes down and up together (the
 * same input events Playwright's keyboard sends, one after the other), and the page inspects the
 * stop as the key comes up and sends its report unasked. Asking for each report cost a second
 * round trip, a quarter of the walk's time.
 */
export async function walkByTab(page: Page): Promise<WalkResult> {
  const channel = await openDevToolsChannel(page);
  let deliver: ((payload: string) => void) | undefined;
  channel.on('Runtime.bindingCalled', ({ name, payload }) => {
    if (name === REPORT_BINDING && typeof payload === 'string') deliver?.(payload);
  });
  const evaluate = async (expression: string): Promise<unknown> => {
    const { result, exceptionDetails } = (await channel.send('Runtime.evaluate', {
      expression,
      returnByValue: true,
    })) as {
      result?: { value?: unknown };
      exceptionDetails?: { exception?: { description?: string } };
    };
    if (exceptionDetails) {
      throw new Error(
        `The focus walk failed in the page: ${exceptionDetails.exception?.description}`,
      );
    }
    return result?.value;
  };
  const pressTab = async (press: number): Promise<FocusReport> => {
    let timer: NodeJS.Timeout | undefined;
    // Listening before the key goes down: the report may come before the key's acknowledgement.
    const reported = new Promise<string>((resolve, reject) => {
      deliver = resolve;
      timer = setTimeout(
        () =>
          reject(new Error(`No report of the stop after Tab press ${press + 1} on ${page.url()}`)),
        REPORT_WAIT_MS,
      );
    });
    try {
      const [payload] = await Promise.all([
        reported,
        channel.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...TAB_KEY }),
        channel.send('Input.dispatchKeyEvent', { type: 'keyUp', ...TAB_KEY }),
      ]);
      const report = JSON.parse(payload) as FocusReport | { kind: 'failed'; message: string };
      if (report.kind === 'failed')
        throw new Error(`The focus inspection failed: ${report.message}`);
      return report;
    } finally {
      clearTimeout(timer);
      deliver = undefined;
    }
  };
  const countStops = async () => Number(await evaluate(`(${countTabStops.toString()})()`));

  const result: WalkResult = { stops: [], problems: [], broughtIntoView: [] };
  try {
    await channel.send('Runtime.enable');
    await channel.send('Runtime.addBinding', { name: REPORT_BINDING });
    await evaluate(installWalk());
    let documentStops = 0;
    let budget = EXTRA_PRESSES;
    for (let press = 0; press < budget; press += 1) {
      const report = await pressTab(press);
      // Counting the stops costs a pass over the page: done first, and again at the limit.
      if (press === 0 || press === budget - 1) budget = (await countStops()) + EXTRA_PRESSES;
      if (report.kind === 'repeat') break;
      if (report.kind === 'document') {
        documentStops += 1;
        if (documentStops > 1) break;
        continue;
      }
      result.stops.push(report.name);
      if (report.broughtIntoView) result.broughtIntoView.push(report.name);
      result.problems.push(...report.problems.map((problem) => `${report.name} ${problem}`));
    }
    // Off, so the page's later Tab presses (a spec's own) cost nothing.
    await evaluate('window.courtFocusWalkOn = false');
  } finally {
    await channel.close();
  }
  if (result.broughtIntoView.length > 0) {
    test.info().annotations.push({
      type: 'brought into view by the walk',
      description: `${page.url()}: ${result.broughtIntoView.join(', ')}`,
    });
  }
  return result;
}

/** Walks the page by Tab from where focus is: it has stops, and none of them breaks a rule. */
export async function expectTabWalkClean(
  page: Page,
  label: string,
  problemsAre = 'focus problems',
): Promise<void> {
  const { stops, problems } = await walkByTab(page);
  expect(stops.length, `${label}: tab stops reached`).toBeGreaterThan(0);
  expect.soft(problems, `${label}: ${problemsAre}`).toEqual([]);
}

/** Places the view as a fresh load has it: nothing focused, scrolled to the top. */
export async function resetView(page: Page): Promise<void> {
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    window.scrollTo(0, 0);
  });
}

/**
 * A page a spec has brought to some state (a step of a form, a link's answer) can be used by
 * keyboard alone, walked from the top as the page walks walk every page as it loads.
 */
export async function expectUsableByKeyboard(page: Page): Promise<void> {
  await resetView(page);
  await expectTabWalkClean(page, page.url());
}
