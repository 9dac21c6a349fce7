import { expect, test, type Page } from '@playwright/test';
import { openPage } from '../support/open-page';
import { PUBLIC_PAGES, pageUrl } from '../support/site-paths';

/**
 * Pages linked from the site that later issues build (none left now). The test also fails
 * when one of them starts to exist, so this list only ever shrinks.
 */
const NOT_YET_BUILT = new Set<string>();

const NOT_FOUND_HEADING = /not found|no (se )?encontr/i;

/** Same-site links on the current page, without language prefix and fragment. */
async function collectLinks(page: Page): Promise<{ pages: string[]; documents: string[] }> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  const pages = new Set<string>();
  const documents = new Set<string>();
  for (const href of hrefs) {
    const url = new URL(href);
    if (url.origin !== new URL(page.url()).origin) continue;
    // Files (PDFs, API answers, full-size images) are fetched, not opened as site pages.
    if (
      url.pathname.startsWith('/documents/') ||
      url.pathname.startsWith('/api/') ||
      /\.(svg|png|jpe?g)$/.test(url.pathname)
    ) {
      documents.add(url.pathname);
    } else {
      pages.add(url.pathname.replace(/^\/es(\/|$)/, '/').replace(/^\/+/, ''));
    }
  }
  return { pages: [...pages], documents: [...documents] };
}

test('every internal and document link of every page works, in both languages', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const linkedPages = new Set<string>();
  const linkedDocuments = new Set<string>();
  for (const language of ['en', 'es'] as const) {
    for (const { path, notFound } of PUBLIC_PAGES) {
      // Pages that exist to show "not found" link to themselves through the language switch.
      if (notFound) continue;
      await openPage(page, pageUrl(path, language));
      const { pages, documents } = await collectLinks(page);
      pages.forEach((linked) => linkedPages.add(`${language}:${linked}`));
      documents.forEach((document) => linkedDocuments.add(document));
    }
  }

  for (const document of linkedDocuments) {
    const response = await request.get(document);
    expect(response.status(), document).toBe(200);
    const type = response.headers()['content-type'] ?? '';
    expect(type, document).toMatch(document.startsWith('/documents/') ? /application\/pdf/ : /./);
  }

  const broken: string[] = [];
  for (const entry of linkedPages) {
    const [language, path] = entry.split(/:(.*)/s) as ['en' | 'es', string];
    const bare = path.replace(/\/$/, '');
    await openPage(page, pageUrl(bare, language));
    const isNotFound = NOT_FOUND_HEADING.test(
      (await page.getByRole('heading', { level: 1 }).textContent()) ?? '',
    );
    if (NOT_YET_BUILT.has(bare)) {
      expect(isNotFound, `${entry} exists now: remove it from NOT_YET_BUILT`).toBe(true);
    } else if (isNotFound) {
      broken.push(entry);
    }
  }
  expect(broken).toEqual([]);
  expect(linkedDocuments.size).toBeGreaterThan(0);
});
