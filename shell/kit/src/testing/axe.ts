import axe from 'axe-core';

/**
 * Runs axe on a rendered container and fails with the rule ids and targets it found. Colour
 * contrast needs real layout, which jsdom lacks: the browser suite checks it on every page.
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const results = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  const found = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(found).toEqual([]);
}
