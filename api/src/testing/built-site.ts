import { existsSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../platform/paths';

/**
 * Refuses to go on without the front ends' build, for the tests that read the real pages: they
 * would otherwise fail one by one on a page the server cannot render.
 */
export function expectBuiltFrontEnds(): void {
  if (!existsSync(path.join(REPO_ROOT, 'shell/dist-server/render-frame.cjs'))) {
    throw new Error('The front ends are not built: run `npm run build` first (npm test does).');
  }
}

/** The page data a page was rendered with, as its script reads it. */
export function renderedPageData(html: string): Record<string, unknown> {
  const json = /<script type="application\/json" id="court-page-data">(.*?)<\/script>/s.exec(
    html,
  )?.[1];
  return json ? (JSON.parse(json) as Record<string, unknown>) : {};
}
