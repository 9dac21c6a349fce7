import type Koa from 'koa';
import type { SignedInStaff } from './platform/authorization';
import type { Logger } from './platform/logger';

/** What the middleware puts on ctx.state for the rest of the request. */
export interface AppState {
  requestId: string;
  /** Child logger carrying the request id. */
  log: Logger;
  /** The signed-in staff member, or null; set by the staff session middleware. */
  staffUser: SignedInStaff | null;
  /** Set when the response is the same for every visitor and may be sent again (shareResponse). */
  sharedResponse?: boolean;
}

export type AppContext = Koa.ParameterizedContext<AppState>;
export type AppMiddleware = Koa.Middleware<AppState>;
