import type { Page } from '@playwright/test';

/** What moves on a page: for the "reduce motion" setting, under which nothing may. */

/**
 * Longest a transition or animation may run and still count as none: react-toastify removes a
 * toast on its animation's end event, so the toasts keep a 1 ms one.
 */
const INSTANT_MS = 10;

interface MotionWindow extends Window {
  /** Transitions and animations that started since the recorder was put in, and how long. */
  courtMotion?: string[];
}

/**
 * Runs in the page: each element of the selection (with its ::before, ::after and ::backdrop)
 * whose computed transition or animation lasts longer than an instant, and each animation the
 * page is running that does.
 */
function motionIn({ selector, instantMs }: { selector: string; instantMs: number }): string[] {
  const describe = (element: Element) => {
    const className = element.classList[0] ? `.${element.classList[0]}` : '';
    return `<${element.tagName.toLowerCase()}>${className}`;
  };
  const toMs = (list: string) =>
    list.split(',').map((value) => parseFloat(value) * (value.trim().endsWith('ms') ? 1 : 1000));
  // Motion nobody sees is none: react-toastify times a toast by animating a hidden, empty bar.
  const isShown = (element: Element) => {
    const box = element.getBoundingClientRect();
    return element.checkVisibility({ visibilityProperty: true }) && box.width * box.height > 0;
  };
  const found: string[] = [];
  const elements = [...document.querySelectorAll(selector)].flatMap((root) => [
    root,
    ...root.querySelectorAll('*'),
  ]);
  for (const element of new Set(elements)) {
    if (!isShown(element)) continue;
    for (const pseudo of [null, '::before', '::after', '::backdrop']) {
      const style = getComputedStyle(element, pseudo);
      const where = `${describe(element)}${pseudo ?? ''}`;
      const durations = toMs(style.transitionDuration);
      style.transitionProperty.split(',').forEach((property, index) => {
        const duration = durations[index % durations.length] ?? 0;
        if (property.trim() !== 'none' && duration > instantMs) {
          found.push(`${where} has a ${duration} ms transition of ${property.trim()}`);
        }
      });
      if (style.animationName !== 'none') {
        const longest = Math.max(...toMs(style.animationDuration));
        if (longest > instantMs) {
          found.push(`${where} has a ${longest} ms animation (${style.animationName})`);
        }
      }
    }
  }
  for (const animation of document.getAnimations()) {
    const { duration, iterations } = animation.effect?.getComputedTiming() ?? {};
    const length = typeof duration === 'number' ? duration * (iterations ?? 1) : 0;
    const target = (animation.effect as KeyframeEffect | null)?.target;
    if (animation.playState === 'running' && length > instantMs && (!target || isShown(target))) {
      found.push(`${target ? describe(target) : 'the page'} is running a ${length} ms animation`);
    }
  }
  return found;
}

export function motionOf(page: Page, selector: string): Promise<string[]> {
  return page.evaluate(motionIn, { selector, instantMs: INSTANT_MS });
}

/**
 * Starts noting every transition and animation that runs from now on, however briefly it shows:
 * an element that has finished moving, or whose moving class is gone, no longer says so.
 */
export async function recordMotion(page: Page): Promise<void> {
  await page.evaluate((instantMs) => {
    const motionWindow = window as MotionWindow;
    if (motionWindow.courtMotion) {
      motionWindow.courtMotion = [];
      return;
    }
    motionWindow.courtMotion = [];
    const describe = (element: Element) => {
      const className = element.classList[0] ? `.${element.classList[0]}` : '';
      return `<${element.tagName.toLowerCase()}>${className}`;
    };
    const note = (event: AnimationEvent | TransitionEvent, what: string, durations: string) => {
      const longest = Math.max(
        ...durations
          .split(',')
          .map((value) => parseFloat(value) * (value.includes('ms') ? 1 : 1000)),
      );
      if (!(event.target instanceof Element)) return;
      // As above: the toast's hidden timer bar is not motion anyone sees.
      const box = event.target.getBoundingClientRect();
      if (longest > instantMs && box.width * box.height > 0) {
        motionWindow.courtMotion?.push(
          `${describe(event.target)}${event.pseudoElement} ran a ${longest} ms ${what}`,
        );
      }
    };
    document.addEventListener(
      'animationstart',
      (event) => {
        if (!(event.target instanceof Element)) return;
        const style = getComputedStyle(event.target, event.pseudoElement || null);
        note(event, `animation (${event.animationName})`, style.animationDuration);
      },
      true,
    );
    document.addEventListener(
      'transitionrun',
      (event) => {
        if (!(event.target instanceof Element)) return;
        const style = getComputedStyle(event.target, event.pseudoElement || null);
        note(event, `transition of ${event.propertyName}`, style.transitionDuration);
      },
      true,
    );
  }, INSTANT_MS);
}

export function scrollBehavior(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);
}

export function recordedMotion(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as MotionWindow).courtMotion ?? []);
}
