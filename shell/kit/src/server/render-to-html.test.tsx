/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["court-source", "node", "require", "default"]}
 */
import { Suspense } from 'react';
import { preloadable } from '../page/preloadable';
import { renderWithTitle } from './render-to-html';

/** A page longer than React's 12.8 kB chunk: a long list, as search results can be. */
function LongList() {
  return (
    <ol>
      {Array.from({ length: 400 }, (_, index) => (
        <li key={index}>{`Result ${index}: the court's page, with an excerpt of its text.`}</li>
      ))}
    </ol>
  );
}

// Its code arrives later, as a page's own chunk does.
const longPage = preloadable<object>(
  () =>
    new Promise((resolve) => {
      setTimeout(() => resolve({ default: LongList }), 5);
    }),
);

describe('renderWithTitle', () => {
  it('renders a long page in its place, never moved there later by an inline script', async () => {
    // Inside the frame, as the shell renders its own pages.
    const { html } = await renderWithTitle(
      <main>
        <Suspense fallback={<p>Loading…</p>}>
          <longPage.Component />
        </Suspense>
      </main>,
      'en',
    );
    expect(html.length).toBeGreaterThan(20_000);
    expect(html).toMatch(/^<main><!--\$--><ol><li>Result 0: /);
    expect(html).toContain('Result 399: ');
    expect(html).not.toContain('Loading…');
    expect(html).not.toContain('<template');
    expect(html).not.toContain('<script');
  });
});
