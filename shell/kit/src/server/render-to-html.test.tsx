/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["court-source", "node", "require", "default"]}
 */
import { Suspense } from 'react';
import { preloadable } from '../page/preloadable';
import { useNotFoundStatus } from '../page/response-status';
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

/** A page with nothing at its address, as a biography of a name no official has. */
function NothingHere() {
  useNotFoundStatus();
  return <p>Nothing here</p>;
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

  it('reports a page that found nothing at its address, and only that render', async () => {
    const [missing, found] = await Promise.all([
      renderWithTitle(
        <Suspense fallback={<p>Loading…</p>}>
          <NothingHere />
        </Suspense>,
        'en',
      ),
      renderWithTitle(<p>A page</p>, 'en'),
    ]);
    expect(missing).toMatchObject({ html: '<!--$--><p>Nothing here</p><!--/$-->', notFound: true });
    expect(found).toMatchObject({ html: '<p>A page</p>', notFound: false });
  });
});
