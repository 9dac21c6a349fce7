import type Router from '@koa/router';
import { DOCUMENT_MAX_BYTES, MAX_JSON_BODY_BYTES, STAFF_DOCUMENT_FIELDS } from '@court/contract';
import { ClientError } from '../platform/errors';
import { jsonBody } from '../platform/http/json-body';
import { multipartBody } from '../platform/http/multipart-body';
import { requireRole } from '../platform/http/require-role';
import { createStaffToolRouter } from '../platform/http/staff-api';
import type { DocumentsDeps } from './documents-deps';
import type { AppState } from '../types';
import {
  addStaffDocument,
  getStaffDocumentVersionFile,
  listStaffDocuments,
  makeVersionCurrent,
  reorderStaffDocuments,
  replaceStaffDocumentFile,
  restoreStaffDocument,
  retireStaffDocument,
  retitleStaffDocument,
  type DocumentLibraryDeps,
} from './document-library-service';

/** A version id from the address; anything but a whole number names no version (404). */
function versionId(raw: string | undefined): number {
  if (raw === undefined || !/^\d{1,9}$/.test(raw)) throw new ClientError(404, 'notFound');
  return Number(raw);
}

/** An address from the path; one a document cannot have names none (404). */
function slugOf(raw: string | undefined): string {
  if (raw === undefined || !/^[a-z0-9-]{1,80}$/.test(raw)) throw new ClientError(404, 'notFound');
  return raw;
}

/**
 * The document library for staff (role documents): every document with its history, new
 * documents and files, older files made current again, titles, retiring and restoring, and the
 * order of a group. Each change is audited and served at once.
 */
export function createDocumentLibraryRouter(deps: DocumentsDeps): Router<AppState> {
  const router = createStaffToolRouter();
  const library: DocumentLibraryDeps = {
    db: deps.db,
    clock: deps.clock,
    onChange: () => deps.documents.changed(),
  };
  const guard = requireRole('documents');
  const json = jsonBody({ maxBytes: MAX_JSON_BODY_BYTES });
  const upload = (maxFields: number) =>
    multipartBody({
      fileField: STAFF_DOCUMENT_FIELDS.file,
      maxFileBytes: DOCUMENT_MAX_BYTES,
      maxFields,
      maxFieldBytes: 4096,
    });
  const context = (state: AppState) => ({ user: state.staffUser, requestId: state.requestId });

  router.get('/documents', guard, async (ctx) => {
    ctx.body = await listStaffDocuments(deps.db, ctx.state.staffUser);
  });

  router.post('/documents', guard, upload(4), async (ctx) => {
    ctx.body = await addStaffDocument(library, context(ctx.state), {
      fields: ctx.request.body,
      file: ctx.request.file?.buffer,
    });
    ctx.status = 201;
  });

  router.put('/documents/order', guard, json, async (ctx) => {
    ctx.body = await reorderStaffDocuments(library, context(ctx.state), ctx.request.body);
  });

  router.patch('/documents/:slug', guard, json, async (ctx) => {
    ctx.body = await retitleStaffDocument(
      library,
      context(ctx.state),
      slugOf(ctx.params.slug),
      ctx.request.body,
    );
  });

  router.post('/documents/:slug/versions', guard, upload(0), async (ctx) => {
    ctx.body = await replaceStaffDocumentFile(
      library,
      context(ctx.state),
      slugOf(ctx.params.slug),
      ctx.request.file?.buffer,
    );
    ctx.status = 201;
  });

  router.post('/documents/:slug/versions/:id/current', guard, async (ctx) => {
    ctx.body = await makeVersionCurrent(
      library,
      context(ctx.state),
      slugOf(ctx.params.slug),
      versionId(ctx.params.id),
    );
  });

  router.get('/documents/:slug/versions/:id/file', guard, async (ctx) => {
    const slug = slugOf(ctx.params.slug);
    const bytes = await getStaffDocumentVersionFile(
      deps.db,
      ctx.state.staffUser,
      slug,
      versionId(ctx.params.id),
    );
    ctx.type = 'application/pdf';
    ctx.set('Content-Disposition', `inline; filename="${slug}-${ctx.params.id ?? ''}.pdf"`);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = bytes;
  });

  router.post('/documents/:slug/retire', guard, json, async (ctx) => {
    ctx.body = await retireStaffDocument(
      library,
      context(ctx.state),
      slugOf(ctx.params.slug),
      ctx.request.body,
    );
  });

  router.post('/documents/:slug/restore', guard, async (ctx) => {
    ctx.body = await restoreStaffDocument(library, context(ctx.state), slugOf(ctx.params.slug));
  });

  return router;
}
