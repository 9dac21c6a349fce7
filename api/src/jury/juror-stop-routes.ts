import type Router from '@koa/router';
import { API_BASE, JUROR_STOP_ENDPOINT } from '@court/contract';
import { registerStopLinkRoutes } from '../platform/stop-links/stop-links';
import type { JuryDeps } from './jury-deps';
import type { AppState } from '../types';
import { jurorStopLinks } from './juror-stop-service';

/** The one path a mail client's one-click POST reaches; the XSRF check lets it through. */
export const JUROR_STOP_PATH = `${API_BASE}/${JUROR_STOP_ENDPOINT}`;

/** The juror's way out of notices: juror/unsubscribe?token=, as every kind of stop link. */
export function registerJurorStopRoutes(router: Router<AppState>, deps: JuryDeps): void {
  registerStopLinkRoutes(router, jurorStopLinks(deps));
}
