import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { test, type Page } from '@playwright/test';
import { REPO_ROOT } from '../support/server';

/** First-load pages measured: the home page and one page of each remote. */
const PAGES = ['/', '/jury-service', '/interpreter', '/careers', '/es/'];

/** Libraries that must be downloaded once per page load. */
const SHARED = [
  'react',
  'react-dom',
  'react-router',
  'zustand',
  'i18next',
  'react-i18next',
  'react-toastify',
  'formik',
  'yup',
  '@court/kit',
  '@court/kit/forms',
  '@court/contract',
  '@court/contract/schemas',
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
  type: 'js' | 'css';
  gzipBytes: number;
}

async function measure(page: Page, url: string): Promise<Download[]> {
  const downloads: Download[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response.body().then((body) => {
        downloads.push({
          url: response.url(),
          type: type === 'script' ? 'js' : 'css',
          gzipBytes: gzipSync(body, { level: 9 }).length,
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

test('first-load weight of each page', async ({ browser }) => {
  const lines = [
    'page            JS KiB gz  CSS KiB gz  files  shared libraries downloaded more than once',
  ];
  for (const url of PAGES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const downloads = await measure(page, url);
    await context.close();
    const js = downloads.filter((d) => d.type === 'js').reduce((sum, d) => sum + d.gzipBytes, 0);
    const css = downloads.filter((d) => d.type === 'css').reduce((sum, d) => sum + d.gzipBytes, 0);
    const buildsByLibrary = new Map<string, Set<string>>();
    for (const download of downloads.filter((d) => d.type === 'js')) {
      const { app, file } = locate(download.url);
      for (const pkg of CONTENTS[app]?.[file] ?? []) {
        if (!SHARED.includes(pkg)) continue;
        buildsByLibrary.set(pkg, (buildsByLibrary.get(pkg) ?? new Set()).add(app));
      }
    }
    const counts = SHARED.map((pkg) => `${pkg}=${buildsByLibrary.get(pkg)?.size ?? 0}`);
    const duplicated = SHARED.filter((pkg) => (buildsByLibrary.get(pkg)?.size ?? 0) > 1);
    lines.push(
      `${url.padEnd(16)}${kib(js).padStart(9)}${kib(css).padStart(12)}${String(downloads.length).padStart(7)}  ${duplicated.length ? duplicated.join(', ') : 'none'}`,
    );
    lines.push(`  downloads per library: ${counts.join(' ')}`);
  }
  console.log(`\n${lines.join('\n')}\n`);
});

test('API throughput on GET /api/muni/juror/message', async ({ baseURL }) => {
  const total = 2000;
  const concurrency = 20;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next += 1;
        const response = await fetch(`${baseURL}/api/muni/juror/message`);
        await response.arrayBuffer();
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `\nAPI: ${total} requests, ${concurrency} at a time, in ${seconds.toFixed(2)} s = ${(total / seconds).toFixed(0)} requests/s\n`,
  );
});
