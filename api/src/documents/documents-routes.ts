import type Router from '@koa/router';
import type { RouteDeps } from '../route-deps';
import type { AppState } from '../types';
import { getDocumentPdf } from './documents-service';

/** The document library: /documents/<slug>.pdf for every catalog entry. */
export function registerDocumentRoutes(router: Router<AppState>, deps: RouteDeps): void {
  router.get('/documents/:file', async (ctx) => {
    const match = /^([a-z0-9-]+)\.pdf$/.exec(ctx.params.file ?? '');
    const slug = match?.[1];
    const pdf = slug ? await getDocumentPdf(deps.config.documentsDir, slug) : undefined;
    if (!pdf || !slug) {
      ctx.status = 404;
      ctx.type = 'text/plain';
      ctx.body = 'Not found';
      return;
    }
    ctx.type = 'application/pdf';
    ctx.set('Content-Disposition', `inline; filename="${slug}.pdf"`);
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.body = pdf;
  });
}
