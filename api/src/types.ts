import type Koa from 'koa';
import type { Logger } from './logger';

/** What the middleware puts on ctx.state for the rest of the request. */
export interface AppState {
  requestId: string;
  /** Child logger carrying the request id. */
  log: Logger;
}

export type AppContext = Koa.ParameterizedContext<AppState>;
export type AppMiddleware = Koa.Middleware<AppState>;
