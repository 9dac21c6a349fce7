import type Router from '@koa/router';
import { documentUrl, type CourtInfo } from '@court/contract';
import { readPublishedCourtFacts } from '../content';
import type { DocumentsDeps } from './documents-deps';
import type { AppState } from '../types';

/**
 * How long a browser or proxy may keep a document before asking again: short, so a corrected
 * form reaches visitors within minutes; the ETag makes asking again cheap.
 */
const DOCUMENT_MAX_AGE_SECONDS = 300;

/** The page a retired document's address answers: it is gone on purpose, and where to look. */
function retiredPage(court: CourtInfo): string {
  const phone = court.phone;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Document retired - ${court.name}</title>
</head>
<body>
<main>
<h1>This document has been retired</h1>
<p>The court no longer publishes this document. Find the current forms on the <a href="/forms">Forms page</a>, or call the court at <a href="tel:${phone.replace(/\D/g, '')}">${phone}</a>.</p>
<div lang="es">
<h2>Este documento fue retirado</h2>
<p>El tribunal ya no publica este documento. Encuentre los formularios vigentes en la <a href="/es/forms">página de formularios</a>, o llame al tribunal al <a href="tel:${phone.replace(/\D/g, '')}">${phone}</a>.</p>
</div>
</main>
</body>
</html>
`;
}

/**
 * /documents/<slug>.pdf: the current file of a listed document, with its SHA-256 as ETag. A
 * retired document's address redirects for good to the document that replaced it, or answers 410
 * Gone with a page pointing to the forms; an address never used answers 404.
 */
export function registerDocumentRoutes(router: Router<AppState>, deps: DocumentsDeps): void {
  router.get('/documents/:file', async (ctx) => {
    const slug = /^([a-z0-9-]+)\.pdf$/.exec(ctx.params.file ?? '')?.[1];
    const entry = slug ? await deps.documents.find(slug) : undefined;
    if (!entry || !slug || entry.sha256 === null) {
      ctx.status = 404;
      ctx.type = 'text/plain';
      ctx.body = 'Not found';
      return;
    }
    ctx.set('Cache-Control', `public, max-age=${DOCUMENT_MAX_AGE_SECONDS}`);
    if (entry.retiredAt !== null) {
      if (entry.replacedBy) {
        ctx.status = 301;
        ctx.redirect(documentUrl(entry.replacedBy));
        return;
      }
      ctx.status = 410;
      ctx.type = 'text/html';
      ctx.body = retiredPage(await readPublishedCourtFacts(deps.db, deps.clock.now()));
      return;
    }
    ctx.status = 200;
    ctx.etag = entry.sha256;
    ctx.set('X-Content-Type-Options', 'nosniff');
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    const bytes = await deps.documents.fileBytes(entry.sha256);
    if (!bytes) {
      ctx.status = 404;
      ctx.type = 'text/plain';
      ctx.body = 'Not found';
      return;
    }
    ctx.type = 'application/pdf';
    ctx.set('Content-Disposition', `inline; filename="${slug}.pdf"`);
    ctx.body = bytes;
  });
}
