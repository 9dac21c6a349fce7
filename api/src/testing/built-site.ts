import { existsSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import type { SharedPageFile } from '@court/contract';
import { REPO_ROOT } from '../platform/paths';
import type { TestTarget } from './test-app';

/**
 * Refuses to go on without the front ends' build, for the tests that read the real pages: they
 * would otherwise fail one by one on a page the server cannot render.
 */
export function expectBuiltFrontEnds(): void {
  if (!existsSync(path.join(REPO_ROOT, 'shell/dist-server/render-frame.cjs'))) {
    throw new Error('The front ends are not built: run `npm run build` first (npm test does).');
  }
}

const PAGE_DATA_ELEMENT =
  /<script type="application\/json" id="court-page-data"(?: data-shared="([^"]*)")?>(.*?)<\/script>/s;

/** The page data a page carries, its own (the data every page shares is in the linked file). */
export function renderedPageData(html: string): Record<string, unknown> {
  const json = PAGE_DATA_ELEMENT.exec(html)?.[2];
  return json ? (JSON.parse(json) as Record<string, unknown>) : {};
}

/** Where a page links to what every page shares, if it does. */
export function sharedFileAddress(html: string): string | undefined {
  return PAGE_DATA_ELEMENT.exec(html)?.[1];
}

/** What every page shares (the registry, and page data), fetched from where the page links to it. */
export async function sharedFileOf(server: TestTarget, html: string): Promise<SharedPageFile> {
  const address = sharedFileAddress(html);
  if (!address) throw new Error('The page links to no shared file');
  return (await request(server).get(address).expect(200)).body as SharedPageFile;
}

/**
 * All the page data a page was rendered with, as its script starts from it: its own, and the
 * data every page shares, fetched from where the page links to it.
 */
export async function pageDataOf(
  server: TestTarget,
  html: string,
): Promise<Record<string, unknown>> {
  const shared = sharedFileAddress(html) ? (await sharedFileOf(server, html)).pageData : {};
  return { ...shared, ...renderedPageData(html) };
}
