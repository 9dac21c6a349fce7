import type Router from '@koa/router';
import {
  STOP_LINK_PAGE_DATA,
  STOP_LINK_STOPPED_PARAMETER,
  isStopToken,
  localizedPath,
  parseLocalizedPath,
  stopLinkAddress,
  type Language,
  type StopLinkPageState,
  type StopLinkStatus,
} from '@court/contract';
import { databaseFaultKind, isDatabaseUnavailable } from '../database/database-faults';
import { ClientError } from '../errors';
import type { Logger } from '../logger';
import type { AppContext, AppState } from '../../types';
import { isBrowserRequest } from '../http/browser-request';

/**
 * One kind of stop link (a juror's notices, one way of being reminded of a case): its API
 * endpoint, its page, and what a token of it reads and does. Each feature makes its own; the
 * routes, the page's data and the page itself are the same for every kind.
 */
export interface StopLinks<Status extends StopLinkStatus = StopLinkStatus> {
  /** The API endpoint under API_BASE: GET reads a token (?token=), POST stops its notices. */
  endpoint: string;
  /** The stop page's site path, without the language. */
  page: string;
  /** Where the token's notices stand; ClientError 400 for a token that is not valid. */
  status(token: unknown): Promise<Status>;
  /** Stops the token's notices (twice is fine); ClientError 400 for a token that is not valid. */
  stop(token: unknown): Promise<Status>;
  /** The stop page of a token of this kind in the person's language; null for any other token. */
  pageOf(token: string): Promise<string | null>;
}

/** A stop page's address for a token, in a language. */
export function stopPageAddress(page: string, language: Language, token: string): string {
  return `${localizedPath(page, language)}?token=${encodeURIComponent(token)}`;
}

// Tokens are capabilities: no answer that carries or follows one may be kept by a cache.
const NO_STORE = 'no-store';

function tokenOf(ctx: AppContext): string {
  return typeof ctx.query.token === 'string' ? ctx.query.token : '';
}

/**
 * A kind's stop endpoint, under /api/muni (the router carries the prefix). GET tells where a
 * token's notices stand (JSON), or sends a browser that opened the address itself to the stop
 * page. POST stops them: the page's script, a mail client's one-click (RFC 8058: its body,
 * "List-Unsubscribe=One-Click", is never read, the token alone decides), or the page's form
 * sent without the script, which is led back to the page saying they are stopped (Post/Redirect/
 * Get), or saying the link is not valid or the court cannot be reached.
 */
export function registerStopLinkRoutes<Status extends StopLinkStatus>(
  router: Router<AppState>,
  links: StopLinks<Status>,
): void {
  const path = `/${links.endpoint}`;
  const pageFor = async (token: string) =>
    (await links.pageOf(token)) ?? stopPageAddress(links.page, 'en', token);

  router.get(path, async (ctx) => {
    ctx.set('Cache-Control', NO_STORE);
    if (isBrowserRequest(ctx)) {
      ctx.status = 303;
      ctx.redirect(await pageFor(tokenOf(ctx)));
      return;
    }
    ctx.body = await links.status(ctx.query.token);
  });

  router.post(path, async (ctx) => {
    ctx.set('Cache-Control', NO_STORE);
    if (!isBrowserRequest(ctx)) {
      ctx.body = await links.stop(ctx.query.token);
      return;
    }
    const token = tokenOf(ctx);
    let stopped = false;
    try {
      await links.stop(token);
      stopped = true;
    } catch (error) {
      // Back to the page either way: it says the link is not valid, or (the database away) that
      // the court cannot be reached, with its way to try again.
      if (isDatabaseUnavailable(error)) {
        ctx.state.log.warn({ kind: databaseFaultKind(error) }, 'database unavailable');
      } else if (!(error instanceof ClientError)) {
        throw error;
      }
    }
    ctx.status = 303;
    const page = await pageFor(token);
    ctx.redirect(stopped ? `${page}&${STOP_LINK_STOPPED_PARAMETER}=1` : page);
  });
}

/**
 * The page data of a stop page's address (/juror-unsubscribe?token=...): the token's status
 * under the API address the page reads it from, so the page is served saying what the link
 * stops, with its form, and needs no script to be used. A token that is not valid, or a court
 * that cannot be reached, is said in the page data instead; null for any other address.
 */
export function stopLinkPageData(
  kinds: readonly StopLinks[],
  log: Logger,
): (pathname: string, search: string) => Promise<Record<string, unknown> | null> {
  return async (pathname, search) => {
    const { path } = parseLocalizedPath(pathname);
    const links = kinds.find(({ page }) => page === path);
    if (!links) return null;
    const query = new URLSearchParams(search);
    const token = query.get('token');
    const said = (state: StopLinkPageState) => ({ [STOP_LINK_PAGE_DATA]: state });
    if (!isStopToken(token)) return said('invalid');
    try {
      const status = await links.status(token);
      const stoppedNow = query.has(STOP_LINK_STOPPED_PARAMETER) && status.state === 'stopped';
      return {
        [stopLinkAddress(links.endpoint, token)]: status,
        ...(stoppedNow && said('stoppedNow')),
      };
    } catch (error) {
      if (error instanceof ClientError) return said('invalid');
      log.warn({ err: error }, 'A stop page could not read its link: it is served saying so');
      return said('unreachable');
    }
  };
}
