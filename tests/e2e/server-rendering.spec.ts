import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { remotesRun } from '../support/federation';
import { layoutShifts, recordLayoutShifts } from '../support/layout-shifts';
import { openSettled } from '../support/page-sweep';
import { isReached } from '../support/reached-routes';
import {
  holdScript,
  markPaintedHeading,
  paintedHeadingKept,
  waitForScript,
} from '../support/open-page';
import { REPO_ROOT } from '../support/server';
import {
  expectReadableWithoutScript,
  REMOTE_BUILDS as REMOTES,
  SERVER_RENDERED_PAGES as PAGES,
} from '../support/server-rendered-pages';
import { PUBLIC_PAGES } from '../support/site-paths';

/** The pages a change reaches (all of them in a full run): the ones visited one by one. */
const REACHED_PAGES = PAGES.filter(({ pagePath }) => isReached(pagePath));
const LANGUAGES = ['en', 'es'] as const;
const urlOf = (pagePath: string, language: (typeof LANGUAGES)[number]) =>
  language === 'en' ? `/${pagePath}` : `/es/${pagePath}`;

/** What the shell's build says its script loads on every page. */
const SHELL_BOOT = JSON.parse(
  readFileSync(path.join(REPO_ROOT, 'shell', 'dist', 'shell-boot.json'), 'utf8'),
) as { shared: string[]; files: string[]; copies: Record<string, string[]> };

/** The scripts a page's <head> preloads, in order. */
function preloadedScripts(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link rel="preload" href="([^"]+)" as="script"/g)].map(
    (match) => match[1] ?? '',
  );
}

/** The pages the speed figures are measured on, those a change reaches. */
const MEASURED = [
  '/',
  '/jury-service',
  '/interpreter',
  '/driving-privileges',
  '/careers',
  '/es/',
].filter((url) => isReached(url.replace(/^\/(es\/?)?/, '')));

/** Whether a page path such as "bio/judge-one" is a page of a route path such as "bio/:name". */
function isPageOf(routePath: string, pagePath: string): boolean {
  const routeParts = routePath.split('/');
  const pageParts = pagePath.split('/');
  return (
    routeParts.length === pageParts.length &&
    routeParts.every((part, index) => part.startsWith(':') || part === pageParts[index])
  );
}

test('every public page is rendered at build time, each biography included', () => {
  const publicRoutes = REMOTES.flatMap(({ folder }) => {
    const routes = JSON.parse(
      readFileSync(path.join(REPO_ROOT, folder, 'routes.json'), 'utf8'),
    ) as {
      paths: string[];
      clientRendered?: string[];
    };
    return routes.paths.filter(
      (p) => !p.startsWith('staff') && !routes.clientRendered?.includes(p),
    );
  });
  const withParameter = publicRoutes.filter((route) => route.includes(':'));
  const pagePaths = PAGES.map(({ pagePath }) => pagePath);
  expect(
    pagePaths.filter((page) => !withParameter.some((route) => isPageOf(route, page))).sort(),
  ).toEqual(publicRoutes.filter((route) => !route.includes(':')).sort());
  for (const route of withParameter) {
    expect(pagePaths.filter((page) => isPageOf(route, page)).length, route).toBeGreaterThan(0);
  }
  expect(pagePaths).toEqual(expect.arrayContaining(['bio/clerk-of-court', 'bio/judge-one']));
  expect(PAGES.length).toBeGreaterThan(20);
});

/**
 * The page walk reads every page of its list without JavaScript and checks its hydration; these
 * are the rendered pages it does not walk (the biographies but one).
 */
const UNWALKED_PAGES = REACHED_PAGES.filter(
  ({ pagePath }) => !PUBLIC_PAGES.some(({ path }) => path === pagePath),
);

test.describe('with JavaScript switched off', () => {
  test.use({ javaScriptEnabled: false });

  // The page walk reads every page of its list without JavaScript; these are the rest.
  for (const { pagePath, page: rendered } of UNWALKED_PAGES) {
    for (const language of LANGUAGES) {
      const url = urlOf(pagePath, language);
      test(`${url} shows its heading, text and links`, async ({ page }) => {
        await page.goto(url);
        await expectReadableWithoutScript(page, url, rendered.title[language] ?? '', language);
      });
    }
  }

  test('a form shows its fields and can be sent as it is', async ({ page }) => {
    await page.goto('/zoom-hearing');
    await expect(page.getByLabel('Case number', { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await expect(page.locator('main form')).toHaveAttribute('method', 'post');
    await expect(page.locator('main form')).not.toContainText('JavaScript', { useInnerText: true });
    await page.goto('/es/juror-notification-signup');
    await expect(page.getByRole('button', { name: 'Inscribirse' })).toBeEnabled();
    await expect(page.locator('main form')).not.toContainText('JavaScript', { useInnerText: true });
  });
});

/**
 * Loads a page with its script held back, marks the painted heading, does what `beforeScript`
 * does (a visitor acting on the HTML alone), then lets the script run and waits until React has
 * adopted the heading. Returns what the console reported.
 */
async function hydrate(
  page: Page,
  url: string,
  beforeScript: () => Promise<void> = async () => undefined,
): Promise<{ kept: boolean; problems: string[] }> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const release = await holdScript(page);
  await page.goto(url, { waitUntil: 'commit' });
  await markPaintedHeading(page);
  await beforeScript();
  release();
  await waitForScript(page);
  await page.waitForLoadState('networkidle');
  return { kept: await paintedHeadingKept(page), problems };
}

test.describe('hydration', () => {
  for (const { pagePath } of UNWALKED_PAGES) {
    for (const language of LANGUAGES) {
      const url = urlOf(pagePath, language);
      test(`${url} keeps the nodes painted from the HTML, with no warning`, async ({ page }) => {
        const { kept, problems } = await hydrate(page, url);
        expect(problems).toEqual([]);
        expect(kept).toBe(true);
        await expect(page.locator('#root[data-hydrate] h1[data-painted-by-server]')).toHaveCount(1);
      });
    }
  }

  for (const [url, heading] of [
    ['/bio/no-such-judge', 'Biography not found'],
    ['/es/bio/no-such-judge', 'No se encontró la biografía'],
  ] as const) {
    test(`${url}, a biography of nobody answered 404, keeps the nodes painted from the HTML`, async ({
      page,
    }) => {
      const { kept, problems } = await hydrate(page, url);
      // The browser reports the document's own 404 status; that is the answer meant.
      expect(problems.filter((problem) => !problem.includes('status of 404'))).toEqual([]);
      expect(kept).toBe(true);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    });
  }

  test('a form can be sent once the page is hydrated', async ({ page }) => {
    await hydrate(page, '/zoom-hearing');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await expect(page.locator('main form')).not.toContainText('call the court', {
      useInnerText: true,
    });
  });

  test('answers typed before the script ran are kept and checked as typed', async ({ page }) => {
    const fullName = page.getByLabel('Full Name');
    const agree = page.getByRole('checkbox', { name: /I confirm that I have viewed/ });
    await hydrate(page, '/zoom-hearing', async () => {
      await fullName.fill('Jordan Smith');
      // The styled checkbox is drawn by its label, which is what a visitor clicks.
      await page.getByText(/^I confirm that I have viewed/).click();
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    const summary = page.getByRole('region', { name: 'There is a problem' });
    await expect(summary).toContainText('Enter your e-mail address.');
    await expect(summary).not.toContainText('Enter your full name.');
    await expect(summary).not.toContainText('Confirm that you have viewed');
    await expect(fullName).toHaveValue('Jordan Smith');
    await expect(agree).toBeChecked();
  });

  test('a button that needs the script waits for it instead of ignoring a press', async ({
    page,
  }) => {
    const fees = page.getByRole('navigation', { name: 'Main' }).getByRole('button', {
      name: 'Fees and Costs',
    });
    await hydrate(page, '/interpreter', async () => {
      await expect(fees).toBeDisabled();
    });
    await fees.click();
    await expect(page.getByRole('dialog', { name: 'Fees and Costs' })).toBeVisible();
  });
});

test('the served /jury-service preloads its remote entry and every script it needs', async ({
  request,
}) => {
  const jury = REMOTES.find(({ folder }) => folder === 'mfe-jury');
  const juryService = jury?.manifest.pages['jury-service'];
  expect(juryService?.js.length).toBeGreaterThan(0);
  const html = await (await request.get('/jury-service')).text();
  // The registry names the remote's entry script itself: no manifest is fetched before it.
  expect(html).not.toContain('mf-manifest.json');
  // The page's scripts and the shell's, fetched from the start; the page uses the shell's
  // copies of all its libraries, so none of the remote's copies is fetched.
  expect(preloadedScripts(html)).toEqual([
    ...[jury?.manifest.entry, ...(jury?.manifest.exposed.js ?? []), ...(juryService?.js ?? [])].map(
      (file) => `/mfe-jury/${file}`,
    ),
    ...SHELL_BOOT.files.map((file) => `/${file}`),
  ]);
  for (const file of juryService?.css ?? []) {
    expect(html).toContain(`<link rel="stylesheet" href="/mfe-jury/${file}"`);
  }
  // Only the page's own files: nothing of the other remotes competes with its first paint.
  expect(html).not.toMatch(/href="\/mfe-(info|forms|careers)\//);
  expect(html).toContain('<title>Jury Service | Canton Municipal Court</title>');
});

test.describe('scripts asked for together', () => {
  for (const url of MEASURED) {
    test(`${url} asks for all its scripts with the HTML, and fetches each once`, async ({
      page,
    }) => {
      await page.goto(url);
      await waitForScript(page);
      await page.waitForLoadState('networkidle');
      const { preloaded, prefetched, fetched, sharedData } = await page.evaluate(() => ({
        preloaded: [
          ...document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=script]'),
        ].map((link) => new URL(link.href).pathname),
        // Once the page is idle, the files of the remotes its links lead to are warmed.
        prefetched: [...document.querySelectorAll<HTMLLinkElement>('link[rel=prefetch]')].map(
          (link) => new URL(link.href).pathname,
        ),
        fetched: performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.endsWith('.js')),
        sharedData: performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.startsWith('/page-data/')),
      }));
      // The data every page shares, asked for with the HTML and read from that one answer.
      expect(sharedData).toHaveLength(1);
      expect(await remotesRun(page)).toHaveLength(1);
      expect(preloaded.length).toBeGreaterThan(SHELL_BOOT.files.length);
      // A preload the page's scripts did not match would be a second download of the file.
      expect(fetched.filter((path, index) => fetched.indexOf(path) !== index)).toEqual([]);
      // Each preloaded file is one the page's code asked for, and none it needs was missed.
      expect(prefetched.filter((path) => preloaded.includes(path))).toEqual([]);
      expect(fetched.filter((path) => !prefetched.includes(path)).sort()).toEqual(
        ['/main.js', ...preloaded].sort(),
      );
    });
  }

  test("a form's libraries are among the files asked for with the HTML", async ({ request }) => {
    const forms = REMOTES.find(({ folder }) => folder === 'mfe-forms');
    const page = forms?.manifest.pages['driving-privileges'];
    expect(SHELL_BOOT.shared).toContain('react');
    expect(SHELL_BOOT.shared).not.toContain('formik');
    // The shell's copy, which every app runs: the remote's copy is never fetched.
    const formik = SHELL_BOOT.copies['formik'] ?? [];
    expect(formik.length).toBeGreaterThan(0);
    const preloaded = preloadedScripts(await (await request.get('/driving-privileges')).text());
    for (const file of formik) expect(preloaded).toContain(`/${file}`);
    for (const file of [...(page?.shared?.['formik'] ?? []), ...(page?.shared?.['react'] ?? [])]) {
      expect(preloaded).not.toContain(`/mfe-forms/${file}`);
    }
  });
});

test.describe('the data every page shares', () => {
  test('is fetched once, then read from the browser for the next page', async ({ page }) => {
    await page.goto('/');
    await waitForScript(page);
    await page.goto('/es/jury-service');
    await waitForScript(page);
    const reads = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/page-data/'))
        .map((entry) => (entry as PerformanceResourceTiming).transferSize),
    );
    // Read from the browser's own copy: nothing crossed the network for it.
    expect(reads).toEqual([0]);
  });

  test('a page whose shared file cannot be had still starts, from the API', async ({ page }) => {
    await page.route('**/page-data/**', (route) => route.abort());
    await page.goto('/contact-us');
    await waitForScript(page);
    await expect(page.getByRole('button', { name: 'Fees and Costs' }).first()).toBeEnabled();
    await expect(page.getByRole('contentinfo')).toContainText('330-555-0100');
    // The registry asked for on its own: another remote's page opens in the page.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Jury Service' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Jury Service' })).toBeVisible();
    expect(await remotesRun(page)).toHaveLength(2);
  });
});

test('a page is revalidated by its ETag', async ({ request }) => {
  const first = await request.get('/es/jury-faq');
  const etag = first.headers()['etag'];
  expect(etag).toMatch(/^"[\w-]+"$/);
  const again = await request.get('/es/jury-faq', { headers: { 'If-None-Match': etag ?? '' } });
  expect(again.status()).toBe(304);
});

test.describe('layout stability', () => {
  for (const url of MEASURED) {
    test(`${url} does not shift above the footer after first paint`, async ({ page }) => {
      await recordLayoutShifts(page);
      // Settled: late arrivals (the juror message, the careers list) have landed.
      await openSettled(page, url);
      expect(await layoutShifts(page)).toEqual([]);
    });
  }
});

test('hovering a link to another remote prefetches its entry and page files', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const prefetches = page.locator(
    'link[rel="prefetch"][href^="/mfe-jury/page-jury-service."][href$=".js"]',
  );
  await expect(prefetches).toHaveCount(0);
  await page.locator('main a[href="/jury-service"]').first().hover();
  await expect(prefetches).toHaveCount(1);
  await expect(page.locator('link[rel="prefetch"][href="/mfe-jury/remoteEntry.js"]')).toHaveCount(
    1,
  );
});
