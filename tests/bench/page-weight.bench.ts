import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { test, type Page } from '@playwright/test';
import { REPO_ROOT } from '../support/server';
import { BENCH_PAGES, table } from './bench-settings';

/** Libraries that must be downloaded once per page load. */
const SHARED = [
  'react',
  'react-dom',
  'react-router',
  'zustand',
  'react-toastify',
  'formik',
  'yup',
  '@court/kit',
  '@court/kit/forms',
  '@court/kit/staff',
  '@court/contract',
  '@court/contract/responses',
  '@module-federation/runtime-core',
];

const APPS = ['shell', 'mfe-info', 'mfe-jury', 'mfe-forms', 'mfe-careers'];

function readContents(app: string): Record<string, string[]> {
  try {
    return JSON.parse(
      readFileSync(path.join(REPO_ROOT, app, 'dist', 'bundle-contents.json'), 'utf8'),
    ) as Record<string, string[]>;
  } catch {
    return {};
  }
}

const CONTENTS = Object.fromEntries(APPS.map((app) => [app, readContents(app)]));

/** The app whose build a URL belongs to, and the file name inside its dist/. */
function locate(url: string): { app: string; file: string } {
  const { pathname } = new URL(url);
  const remote = /^\/(mfe-[a-z]+)\/(.+)$/.exec(pathname);
  if (remote?.[1] && remote[2]) return { app: remote[1], file: remote[2] };
  return { app: 'shell', file: pathname.slice(1) };
}

interface Download {
  url: string;
  type: 'js' | 'css' | 'font';
  /** Gzipped at level 9 for scripts and styles; as sent for fonts, already compressed. */
  bytes: number;
}

const TYPES: Record<string, Download['type']> = { script: 'js', stylesheet: 'css', font: 'font' };

async function measure(page: Page, url: string): Promise<Download[]> {
  const downloads: Download[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = TYPES[response.request().resourceType()];
    if (!type) return;
    pending.push(
      response.body().then((body) => {
        downloads.push({
          url: response.url(),
          type,
          bytes: type === 'font' ? body.length : gzipSync(body, { level: 9 }).length,
        });
      }),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  await Promise.all(pending);
  return downloads;
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

const total = (downloads: readonly Download[], type: Download['type']) =>
  downloads.filter((d) => d.type === type).reduce((sum, d) => sum + d.bytes, 0);

test('first-load weight of each page', async ({ browser }) => {
  const rows = [['page', 'JS KiB gz', 'CSS KiB gz', 'fonts KiB', 'files']];
  const details: string[] = [];
  for (const url of BENCH_PAGES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const downloads = await measure(page, url);
    await context.close();
    const scripts = downloads.filter((d) => d.type === 'js');
    const buildsByLibrary = new Map<string, Set<string>>();
    for (const download of scripts) {
      const { app, file } = locate(download.url);
      for (const pkg of CONTENTS[app]?.[file] ?? []) {
        if (!SHARED.includes(pkg)) continue;
        buildsByLibrary.set(pkg, (buildsByLibrary.get(pkg) ?? new Set()).add(app));
      }
    }
    const counts = SHARED.map((pkg) => `${pkg}=${buildsByLibrary.get(pkg)?.size ?? 0}`);
    const duplicated = SHARED.filter((pkg) => (buildsByLibrary.get(pkg)?.size ?? 0) > 1);
    const largest = [...scripts]
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 3)
      .map((d) => {
        const { app, file } = locate(d.url);
        return `${app}/${file} ${kib(d.bytes)}`;
      });
    rows.push([
      url,
      kib(total(downloads, 'js')),
      kib(total(downloads, 'css')),
      kib(total(downloads, 'font')),
      String(downloads.length),
    ]);
    details.push(
      `${url}`,
      `  largest JS chunks (KiB gz): ${largest.join(', ')}`,
      `  shared libraries downloaded more than once: ${duplicated.length ? duplicated.join(', ') : 'none'}`,
      `  downloads per library: ${counts.join(' ')}`,
    );
  }
  console.log(['', 'First load (Chromium, no cache)', table(rows), ...details, ''].join('\n'));
});
