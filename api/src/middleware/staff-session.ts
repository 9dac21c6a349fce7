import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { isDatabaseUnavailable } from '../platform/database/database-faults';
import { resolveSession } from '../services/staff-auth-service';
import type { AppContext, AppMiddleware } from '../types';

/** Name of the httpOnly cookie carrying the raw staff session id. */
export const STAFF_SESSION_COOKIE = 'court_staff';

/**
 * Sets (or replaces) the session cookie. It carries no expiry of its own: the server enforces the
 * idle and absolute limits, and the browser drops the cookie when it closes. Secure follows the
 * XSRF cookie's rule.
 */
export function setStaffSessionCookie(
  ctx: AppContext,
  sessionId: string,
  isProduction: boolean,
): void {
  ctx.cookies.set(STAFF_SESSION_COOKIE, sessionId, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    // Secure needs TLS here or a trusted proxy saying https (TRUST_PROXY).
    secure: isProduction && ctx.secure,
    overwrite: true,
  });
}

export function clearStaffSessionCookie(ctx: AppContext, isProduction: boolean): void {
  ctx.cookies.set(STAFF_SESSION_COOKIE, '', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    expires: new Date(0),
    secure: isProduction && ctx.secure,
    overwrite: true,
  });
}

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
