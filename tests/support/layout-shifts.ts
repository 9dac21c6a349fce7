import type { Page } from '@playwright/test';

/** How far a box may move without counting as a shift (see recordLayoutShifts). */
const NUDGE_PX = 3;

/**
 * Records every layout shift of the page's next loads that the visitor did not cause, outside
 * the footer (whose place moves with any page that grows), as "value TAG.class from x,y wxh to
 * x,y wxh" lines: where it moved says why (a line rewrapped, a box grew, text changed width).
 *
 * A box nudged by at most NUDGE_PX each way is left out: the web font, preloaded and optional,
 * is still swapped in when it arrives within its 100 ms block period, which on a busy machine can
 * end after a first paint where the text was not yet drawn but the boxes were; the navbar's
 * search box can then move 3 px (912 to 915 at 1280 px) as its words take the font's widths. A
 * visitor sees no jump there. What a shift test is for (a banner or a list landing late, hydration drawing otherwise) moves
 * boxes by a line or more.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript((nudgePx: number) => {
    const shifts: string[] = [];
    Object.assign(window, { courtShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null; previousRect: DOMRect; currentRect: DOMRect }[];
        };
        if (shift.hadRecentInput) continue;
        const where = ({ x, y, width, height }: DOMRect) =>
          `${Math.round(x)},${Math.round(y)} ${Math.round(width)}x${Math.round(height)}`;
        for (const source of shift.sources ?? []) {
          const node = source.node;
          const element = node instanceof Element ? node : (node?.parentElement ?? null);
          if (element?.closest('footer')) continue;
          const { previousRect: before, currentRect: after } = source;
          if (Math.abs(after.x - before.x) <= nudgePx && Math.abs(after.y - before.y) <= nudgePx) {
            continue;
          }
          shifts.push(
            `${shift.value.toFixed(4)} ${element?.tagName ?? '?'}.${element?.className ?? ''} ` +
              `from ${where(before)} to ${where(after)}`,
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, NUDGE_PX);
}

/** The shifts recorded since the page loaded. */
export function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { courtShifts: string[] }).courtShifts);
}
