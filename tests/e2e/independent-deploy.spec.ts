import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { openPage } from '../support/open-page';
import { REPO_ROOT, startSpecServer, type SpecServer } from '../support/server';
import { createStaffAccount } from '../support/staff-accounts';
import { signIn } from '../support/staff-sign-in';

const DEPLOY_PORT = Number(process.env.TEST_PORT ?? 3100) + 1;
/** The remote deployed: it owns public pages and a staff tool, the document library. */
const DEPLOYED = 'mfe-info';
const UNTOUCHED_APPS = ['shell', 'mfe-jury', 'mfe-forms', 'mfe-careers'];
const CLERK = 'e2e-deploy-clerk';
const PASSWORD = 'correct horse battery staple';

/** Changes one string of a feature's English words in the copy. */
function rewordInCopy(copy: string, feature: string, key: string, words: string): void {
  const strings = path.join(copy, DEPLOYED, 'src/features', feature, 'en.json');
  const text = JSON.parse(readFileSync(strings, 'utf8')) as Record<string, unknown>;
  writeFileSync(strings, JSON.stringify({ ...text, [key]: words }, null, 2));
}

/** Hash of every file under a folder, keyed by relative path. */
function hashTree(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    hashes[path.relative(dir, file)] = createHash('sha256')
      .update(readFileSync(file))
      .digest('hex');
  }
  return hashes;
}

test.describe('deploying one remote', () => {
  test.setTimeout(180_000);
  let copy: string;
  let server: SpecServer | undefined;

  test.beforeAll(() => {
    copy = mkdtempSync(path.join(os.tmpdir(), 'court-deploy-'));
    // A copy of the sources and builds; dependencies are shared with the checkout: the root's
    // node_modules and every workspace's own (a version another workspace does not share).
    cpSync(REPO_ROOT, copy, {
      recursive: true,
      filter: (source) => !/[\\/](node_modules|\.git|data|test-results)$/.test(source),
    });
    const { workspaces } = JSON.parse(
      readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8'),
    ) as { workspaces: string[] };
    for (const folder of ['.', ...workspaces]) {
      const modules = path.join(REPO_ROOT, folder, 'node_modules');
      if (existsSync(modules)) symlinkSync(modules, path.join(copy, folder, 'node_modules'), 'dir');
    }
  });

  test.afterAll(() => {
    server?.stop();
    rmSync(copy, { recursive: true, force: true });
  });

  test('a rebuilt mfe-info goes live, its staff tool included, without rebuilding the shell or another remote', async ({
    page,
  }) => {
    server = await startSpecServer(DEPLOY_PORT, {}, copy);
    createStaffAccount(CLERK, PASSWORD, ['documents'], server.sqliteFile);
    const baseUrl = `http://127.0.0.1:${DEPLOY_PORT}`;
    const pageChunk = (html: string) =>
      /"\/mfe-info\/(page-hours-and-parking\.[0-9a-f]+\.js)"/.exec(html)?.[1];

    await page.goto(`${baseUrl}/hours-and-parking`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hours and Parking');
    const oldChunk = pageChunk(await (await fetch(`${baseUrl}/hours-and-parking`)).text());
    expect(oldChunk).toBeDefined();

    // The staff tool the remote owns, signed in before the deployment.
    await openPage(page, `${baseUrl}/staff/documents`);
    expect(
      await signIn(page, CLERK, PASSWORD, page.getByRole('dialog', { name: 'Staff sign-in' })),
    ).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Document library');

    const searchRedeployed = async () =>
      (
        (await (await fetch(`${baseUrl}/api/muni/search?q=redeployed&lang=en`)).json()) as {
          results: { path?: string; title: string }[];
        }
      ).results;
    expect(await searchRedeployed()).toEqual([]);

    const before = Object.fromEntries(
      UNTOUCHED_APPS.map((app) => [app, hashTree(path.join(copy, app, 'dist'))]),
    );

    rewordInCopy(copy, 'hours-and-parking', 'title', 'Hours and Parking (redeployed)');
    rewordInCopy(copy, 'staff-documents', 'heading', 'Document library (redeployed)');
    execFileSync(path.join(REPO_ROOT, 'node_modules/.bin/webpack'), ['--mode', 'production'], {
      cwd: path.join(copy, DEPLOYED),
      stdio: 'pipe',
    });

    for (const app of UNTOUCHED_APPS) {
      expect(hashTree(path.join(copy, app, 'dist')), `${app}/dist changed`).toEqual(before[app]);
    }

    // The served HTML, before any script: the new word, and the new build's chunk named in the
    // preload hints (the server notices the deployment within a second).
    const rendered = JSON.parse(
      readFileSync(path.join(copy, DEPLOYED, 'dist/prerendered.json'), 'utf8'),
    ) as { pages: Record<string, { js: string[] }> };
    const newChunk = rendered.pages['hours-and-parking']?.js[0] ?? 'missing';
    expect(oldChunk).not.toBe(newChunk);
    // A kept-alive socket the server closed while webpack ran fails once: the poll asks again.
    await expect
      .poll(() =>
        fetch(`${baseUrl}/hours-and-parking`).then(
          (response) => response.text(),
          () => '',
        ),
      )
      .toContain('<h1 id="page-heading" tabindex="-1">Hours and Parking (redeployed)</h1>');
    const served = await (await fetch(`${baseUrl}/hours-and-parking`)).text();
    expect(served).toContain(`"/mfe-info/${newChunk}"`);
    expect(served).not.toContain(String(oldChunk));

    // The staff tool, still signed in: the new build's words.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Document library (redeployed)',
    );
    await page.goto(`${baseUrl}/hours-and-parking`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Hours and Parking (redeployed)',
    );

    // The site search took in the rebuilt remote's fragment too: the new word leads to its page.
    expect((await searchRedeployed())[0]).toMatchObject({
      path: '/hours-and-parking',
      title: 'Hours and Parking (redeployed)',
    });
  });
});
