import { existsSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
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

/** The page data a page carries, its own (the data every page shares is linked to). */
export function renderedPageData(html: string): Record<string, unknown> {
  const json = PAGE_DATA_ELEMENT.exec(html)?.[2];
  return json ? (JSON.parse(json) as Record<string, unknown>) : {};
}

/** Where a page links to the data every page shares, if it does. */
export function sharedPageDataAddress(html: string): string | undefined {
  return PAGE_DATA_ELEMENT.exec(html)?.[1];
}

/**
 * All the page data a page was rendered with, as its script starts from it: its own, and the
 * data every page shares, fetched from where the page links to it.
 */
export async function pageDataOf(
  server: TestTarget,
  html: string,
): Promise<Record<string, unknown>> {
  const address = sharedPageDataAddress(html);
  const shared = address ? (await request(server).get(address).expect(200)).body : {};
  return { ...(shared as Record<string, unknown>), ...renderedPageData(html) };
}
