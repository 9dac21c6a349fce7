import type { AppContext } from '../../types';

/*
 * The staff session cookie as HTTP sees it. What stands behind it (the session, its limits) is
 * the staff feature's; the shared responses only need to know a staff request when they see one.
 */

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
