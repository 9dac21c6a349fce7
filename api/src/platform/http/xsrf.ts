import { randomBytes } from 'node:crypto';
import { XSRF_COOKIE, XSRF_HEADER } from '@court/contract';
import type { AppMiddleware } from '../../types';
import { secretsMatch } from '../crypto/secrets-match';
import { ClientError } from '../errors';

const SAFE_METHODS = ['GET', 'HEAD', 'OPTIONS'];
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;
const TOKEN_IN_COOKIES = new RegExp(`(?:^|;\\s*)${XSRF_COOKIE}=([^;]*)`);

/** The request's XSRF token, from its Cookie header, when it has a well-formed one. */
export function xsrfTokenIn(cookieHeader: string | undefined): string | undefined {
  const value = cookieHeader ? TOKEN_IN_COOKIES.exec(cookieHeader)?.[1] : undefined;
  return value && TOKEN_PATTERN.test(value) ? value : undefined;
}

/**
 * A Set-Cookie line handing out a new token: readable by the site's own script, which repeats
 * it in a header; Secure needs TLS here or a trusted proxy saying https (TRUST_PROXY).
 */
export function newXsrfCookie(secure: boolean): string {
  const token = randomBytes(32).toString('base64url');
  return `${XSRF_COOKIE}=${token}; path=/; samesite=strict${secure ? '; secure' : ''}`;
}

export interface XsrfOptions {
  isProduction: boolean;
  /**
   * The one address that hands a browser without a token a new one: the site's client asks it
   * before its first POST. Every other answer (pages, files, the public data the pages fetch)
   * goes without a Set-Cookie, so it is the same for every visitor, a shared cache may keep it,
   * and it costs no random bytes.
   */
  mintAt: string;
  /**
   * Exact paths whose POST needs no XSRF header: each must carry its own proof that the sender
   * may act (a signed token), since the request may come from outside the site entirely.
   */
  exemptPostPaths?: readonly string[];
}

/**
 * Double-submit XSRF protection: a readable random cookie, which a page of another site cannot
 * read, must come back in the X-XSRF-TOKEN header of every state-changing request.
 */
export function xsrfProtection(options: XsrfOptions): AppMiddleware {
  const exempt = options.exemptPostPaths ?? [];
  return async (ctx, next) => {
    const token = xsrfTokenIn(ctx.get('Cookie'));
    if (!token && ctx.path === options.mintAt) {
      ctx.append('Set-Cookie', newXsrfCookie(options.isProduction && ctx.secure));
    }
    const isExempt = ctx.method === 'POST' && exempt.includes(ctx.path);
    if (!SAFE_METHODS.includes(ctx.method) && !isExempt) {
      const header = ctx.get(XSRF_HEADER);
      if (!token || !header || !secretsMatch(token, header)) {
        throw new ClientError(403, 'xsrf.invalid');
      }
    }
    await next();
  };
}
