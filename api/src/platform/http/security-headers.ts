import helmet from 'koa-helmet';
import type { AppMiddleware } from '../../types';

/** Where each kind of content may come from: this site only, and never a frame of another. */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  objectSrc: ["'none'"],
};

/** The Content-Security-Policy header the site sends, as helmet writes it. */
export const CONTENT_SECURITY_POLICY = Object.entries(CSP_DIRECTIVES)
  .map(
    ([name, sources]) =>
      `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${sources.join(' ')}`,
  )
  .join(';');

/**
 * Security headers on every response, errors included, from helmet; HSTS only in production,
 * where TLS is guaranteed. Helmet has no Permissions-Policy, so that one line is ours.
 *
 * Six of helmet's defaults are left out, each a line every answer carries that changes nothing
 * in the browsers the site's scripts run in: they obey the policy's frame-ancestors, which
 * X-Frame-Options only repeats; they key agent clusters by origin and prefetch no link's host
 * on an HTTPS page unasked, which Origin-Agent-Cluster and X-DNS-Prefetch-Control ask for; the
 * other three speak to software that is gone (Internet Explorer's download prompt and XSS
 * filter, Flash's cross-domain files).
 */
export function securityHeaders(options: { isProduction: boolean }): AppMiddleware {
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    strictTransportSecurity: options.isProduction
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xFrameOptions: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
  });
  return async (ctx, next) => {
    ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    await headers(ctx, next);
  };
}
