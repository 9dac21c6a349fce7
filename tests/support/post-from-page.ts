import type { Page } from '@playwright/test';

/** What the API answered a post sent from the page. */
export interface PageAnswer {
  status: number;
  body: unknown;
}

/**
 * Posts JSON from the page's origin as the site's own script does: asks for the XSRF cookie, then
 * sends it back in the header, with the page's cookies. `language` is the Accept-Language.
 */
export async function postFromPage(
  page: Page,
  path: string,
  body: Record<string, unknown>,
  language?: string,
): Promise<PageAnswer> {
  return page.evaluate(
    async ({ path, body, language }) => {
      await fetch('/api/muni/xsrf', { credentials: 'include' });
      const token = /XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch(path, {
        method: 'POST',
        credentials: 'include',
        headers: {
          'Content-Type': 'application/json',
          'X-XSRF-TOKEN': decodeURIComponent(token),
          ...(language ? { 'Accept-Language': language } : {}),
        },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { path, body, language },
  );
}
