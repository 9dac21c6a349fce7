import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe with the WCAG 2.2 A/AA rules on the whole page, or only on the part `include`
 * selects (one team's section of a page another team owns), and expects no violation.
 */
export async function expectNoAxeViolations(
  page: Page,
  options: { include?: string } = {},
): Promise<void> {
  // The site has no frames: axe runs in the page itself, without the blank page that its
  // frame-by-frame mode opens for every run to merge the frames' results.
  let builder = new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']);
  if (options.include) builder = builder.include(options.include);
  const results = await builder.analyze();
  const found = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} -> ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(found).toEqual([]);
}
