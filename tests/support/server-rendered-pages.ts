import { readdirSync, readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import path from 'node:path';
import { REPO_ROOT } from './server';

export interface PrerenderedPage {
  html: Record<string, string>;
  title: Record<string, string>;
  js: string[];
  css: string[];
  shared?: Record<string, string[]>;
}

export interface PrerenderedManifest {
  entry: string;
  exposed: { js: string[] };
  pages: Record<string, PrerenderedPage>;
}

/** Every remote's build manifest of the pages it rendered at build time. */
export const REMOTE_BUILDS = readdirSync(REPO_ROOT)
  .filter((folder) => /^mfe-[a-z]+$/.test(folder))
  .map((folder) => ({
    folder,
    manifest: JSON.parse(
      readFileSync(path.join(REPO_ROOT, folder, 'dist', 'prerendered.json'), 'utf8'),
    ) as PrerenderedManifest,
  }));

/** Every page the remotes rendered at build time, by path ("jury-faq", "bio/judge-one"). */
export const SERVER_RENDERED_PAGES = REMOTE_BUILDS.flatMap(({ folder, manifest }) =>
  Object.entries(manifest.pages).map(([pagePath, page]) => ({ folder, pagePath, page })),
);

/**
 * What a page rendered at build time shows before any script runs: its heading and title, in
 * its language, its text, the navigation and the footer.
 */
export async function expectReadableWithoutScript(
  page: Page,
  url: string,
  title: string,
  language: string,
): Promise<void> {
  await expect.soft(page.getByRole('heading', { level: 1 }), url).toBeVisible();
  await expect.soft(page, url).toHaveTitle(title);
  await expect.soft(page.locator('html'), url).toHaveAttribute('lang', language);
  const text = (await page.locator('main').innerText()).trim();
  expect.soft(text.length, `${url} has text`).toBeGreaterThan(80);
  await expect
    .soft(page.getByRole('navigation').first().getByRole('link').first(), url)
    .toBeVisible();
  await expect.soft(page.getByRole('contentinfo'), url).toBeVisible();
}
