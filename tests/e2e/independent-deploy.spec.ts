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
import { REPO_ROOT, startSpecServer, type SpecServer } from '../support/server';

const DEPLOY_PORT = Number(process.env.TEST_PORT ?? 3100) + 1;
const UNTOUCHED_APPS = ['shell', 'mfe-info', 'mfe-forms', 'mfe-careers'];

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

  test('a rebuilt mfe-jury goes live without rebuilding the shell or another remote', async ({
    page,
  }) => {
    server = await startSpecServer(DEPLOY_PORT, {}, copy);
    const baseUrl = `http://127.0.0.1:${DEPLOY_PORT}`;

    await page.goto(`${baseUrl}/jury-service`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jury Service');
    const oldChunk = /"\/mfe-jury\/(page-jury-service\.[0-9a-f]+\.js)"/.exec(
      await (await fetch(`${baseUrl}/jury-service`)).text(),
    )?.[1];
    expect(oldChunk).toBeDefined();

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

    const strings = path.join(copy, 'mfe-jury/src/features/jury-service/en.json');
    const text = JSON.parse(readFileSync(strings, 'utf8')) as Record<string, unknown>;
    writeFileSync(
      strings,
      JSON.stringify({ ...text, title: 'Jury Service (redeployed)' }, null, 2),
    );
    execFileSync(path.join(REPO_ROOT, 'node_modules/.bin/webpack'), ['--mode', 'production'], {
      cwd: path.join(copy, 'mfe-jury'),
      stdio: 'pipe',
    });

    for (const app of UNTOUCHED_APPS) {
      expect(hashTree(path.join(copy, app, 'dist')), `${app}/dist changed`).toEqual(before[app]);
    }

    // The served HTML, before any script: the new word, and the new build's chunk named in the
    // preload hints (the server notices the deployment within a second).
    const rendered = JSON.parse(
      readFileSync(path.join(copy, 'mfe-jury/dist/prerendered.json'), 'utf8'),
    ) as { pages: Record<string, { js: string[] }> };
    const newChunk = rendered.pages['jury-service']?.js[0] ?? 'missing';
    expect(oldChunk).not.toBe(newChunk);
    // A kept-alive socket the server closed while webpack ran fails once: the poll asks again.
    await expect
      .poll(() =>
        fetch(`${baseUrl}/jury-service`).then(
          (response) => response.text(),
          () => '',
        ),
      )
      .toContain('<h1 id="page-heading" tabindex="-1">Jury Service (redeployed)</h1>');
    const served = await (await fetch(`${baseUrl}/jury-service`)).text();
    expect(served).toContain(`"/mfe-jury/${newChunk}"`);
    expect(served).not.toContain(String(oldChunk));

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jury Service (redeployed)');

    // The site search took in the rebuilt remote's fragment too: the new word leads to its page.
    expect((await searchRedeployed())[0]).toMatchObject({
      path: '/jury-service',
      title: 'Jury Service (redeployed)',
    });
  });
});
