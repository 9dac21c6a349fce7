import type { Kysely } from 'kysely';
import type { Clock } from '../platform/clock';
import { isDatabaseUnavailable } from '../platform/database/database-faults';
import type { Database } from '../platform/database/schema';
import { STAFF_SESSION_COOKIE } from '../platform/http/staff-session-cookie';
import type { AppMiddleware } from '../types';
import { resolveSession } from './staff-auth-service';

/**
 * Loads ctx.state.staffUser from the session cookie on API requests. Without the cookie (every
 * public visitor) it costs nothing; with one, a single indexed query, and a write at most once a
 * minute to slide the idle timeout. All state is in the database, so any process can serve.
 */
export function staffSession(options: {
  db: Kysely<Database>;
  clock: Clock;
  pathPrefix: string;
  /** Where the staff tools' endpoints are, which cannot be served without the session. */
  staffPathPrefix: string;
}): AppMiddleware {
  return async (ctx, next) => {
    ctx.state.staffUser = null;
    if (ctx.path.startsWith(options.pathPrefix)) {
      const sessionId = ctx.cookies.get(STAFF_SESSION_COOKIE);
      if (sessionId) {
        try {
          ctx.state.staffUser = await resolveSession(options, sessionId);
        } catch (error) {
          // A member of staff reading a public page while the database is away is served as
          // any visitor; on a staff path the error stands, answered 503, and the session is
          // kept for when the database is back.
          if (ctx.path.startsWith(options.staffPathPrefix) || !isDatabaseUnavailable(error)) {
            throw error;
          }
        }
      }
    }
    await next();
  };
}
