import type { AppContext } from '../../types';

/**
 * Whether the request is a browser's (an address opened, a page's form sent), which is answered
 * a page, rather than a script's, which is answered JSON: browsers list HTML first, and a caller
 * that asks for nothing in particular gets JSON.
 */
export function isBrowserRequest(ctx: AppContext): boolean {
  return ctx.accepts('json', 'html') === 'html';
}
