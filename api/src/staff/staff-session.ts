import type { Kysely } from 'kysely';
import type { Clock } from '../platform/clock';
import { isDatabaseUnavailable } from '../platform/database/database-faults';
import type { Database } from '../platform/database/schema';
import { STAFF_SESSION_COOKIE } from '../platform/http/staff-session-cookie';
import type { AppMiddleware } from '../types';
import { resolveSession } from './staff-auth-service';

/**
 * Loads the session cookie's session on API requests: ctx.state.staffUser when it has passed
 * every step of sign-in, else ctx.state.pendingStaff, which only the routes of its step accept
 * (every other staff route finds no staffUser and answers 401). Without the cookie (every public
 * visitor) it costs nothing; with one, a single indexed query, and a write at most once a minute
 * to slide the idle timeout. All state is in the database, so any process can serve.
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
    ctx.state.pendingStaff = null;
    ctx.state.staffSessionHash = null;
    ctx.state.staffFactorAt = null;
    if (ctx.path.startsWith(options.pathPrefix)) {
      const sessionId = ctx.cookies.get(STAFF_SESSION_COOKIE);
      if (sessionId) {
        try {
          const session = await resolveSession(options, sessionId);
          if (session) {
            const { idHash, stage, user, factorAt } = session;
            ctx.state.staffSessionHash = idHash;
            ctx.state.staffFactorAt = factorAt;
            if (stage === 'complete') ctx.state.staffUser = user;
            else ctx.state.pendingStaff = { id: user.id, username: user.username, stage };
          }
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
