import type { Page } from '@playwright/test';

/**
 * Records every layout shift of the page's next loads that the visitor did not cause, outside
 * the footer (whose place moves with any page that grows), as "value TAG.class from x,y wxh to
 * x,y wxh" lines: where it moved says why (a line rewrapped, a box grew, text changed width).
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
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
          shifts.push(
            `${shift.value.toFixed(4)} ${element?.tagName ?? '?'}.${element?.className ?? ''} ` +
              `from ${where(source.previousRect)} to ${where(source.currentRect)}`,
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded since the page loaded. */
export function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { courtShifts: string[] }).courtShifts);
}
