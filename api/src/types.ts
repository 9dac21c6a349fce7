import type Koa from 'koa';
import type { PendingStaff, SignedInStaff } from './platform/authorization';
import type { Logger } from './platform/logger';

/** What the middleware puts on ctx.state for the rest of the request. */
export interface AppState {
  requestId: string;
  /** Child logger carrying the request id. */
  log: Logger;
  /**
   * The signed-in staff member, or null; set by the staff session middleware from a session that
   * has passed every step of sign-in.
   */
  staffUser: SignedInStaff | null;
  /** A session still at a step of sign-in (a code, or an app to set up), or null. */
  pendingStaff: PendingStaff | null;
  /** SHA-256 of the id of the live session the request carries, of either kind; else null. */
  staffSessionHash: string | null;
  /** When the signed-in session last proved a second factor, ISO 8601; null when never. */
  staffFactorAt: string | null;
  /** Set when the response is the same for every visitor and may be sent again (shareResponse). */
  sharedResponse?: boolean;
}

export type AppContext = Koa.ParameterizedContext<AppState>;
export type AppMiddleware = Koa.Middleware<AppState>;
