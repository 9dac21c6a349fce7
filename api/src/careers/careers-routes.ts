import type Router from '@koa/router';
import { CAREER_POSTING_FIELDS, MAX_JSON_BODY_BYTES } from '@court/contract';
import { ClientError } from '../platform/errors';
import { jsonBody } from '../platform/http/json-body';
import { multipartBody } from '../platform/http/multipart-body';
import { requireRole } from '../platform/http/require-role';
import { createStaffToolRouter } from '../platform/http/staff-api';
import type { CareersDeps } from './careers-deps';
import type { AppMiddleware, AppState } from '../types';
import {
  createCareerPosting,
  getCareerPostingDocument,
  getCareerPostingDocumentForStaff,
  listCareerPostingsForStaff,
  updateCareerPostingForStaff,
  type CareerPostingUpload,
} from './careers-service';
import { originalPostingMaxBytes, uploadFromOriginalPosting } from './original-client-input';

/** A posting id from the address; anything but a whole number names no posting (404). */
function postingId(raw: string | undefined): number {
  if (raw === undefined || !/^\d{1,9}$/.test(raw)) throw new ClientError(404, 'notFound');
  return Number(raw);
}

/** The public GET careers/:id/document, on the public API router (which carries the prefix). */
export function registerPublicCareersRoutes(router: Router<AppState>, deps: CareersDeps): void {
  router.get('/careers/:id/document', async (ctx) => {
    const id = /^\d{1,9}$/.test(ctx.params.id ?? '') ? Number(ctx.params.id) : NaN;
    const file = Number.isNaN(id) ? undefined : await getCareerPostingDocument(deps.db, id);
    if (!file) return;
    ctx.type = 'application/pdf';
    ctx.set('Content-Disposition', `inline; filename="${file.filename}"`);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = file.bytes;
  });
}

/**
 * The body of a new posting: a multipart upload (the admin page), or the original client's JSON
 * posting with the PDF as a docBase64 data URL (its insert_career). Both stop at the document
 * size limit; any other content type is refused with 415 by the JSON parser.
 */
function postingUploadBody(maxDocumentBytes: number): AppMiddleware {
  const multipart = multipartBody({
    fileField: CAREER_POSTING_FIELDS.document,
    maxFileBytes: maxDocumentBytes,
    maxFields: 4,
    maxFieldBytes: 4096,
  });
  const json = jsonBody({ maxBytes: originalPostingMaxBytes(maxDocumentBytes) });
  return (ctx, next) => (ctx.is('multipart/form-data') ? multipart(ctx, next) : json(ctx, next));
}

/**
 * The careers admin (role careers): every posting, new postings with their PDF, title and
 * active corrections, and the PDFs themselves, expired ones included.
 */
export function createCareersRouter(deps: CareersDeps): Router<AppState> {
  const router = createStaffToolRouter();
  const careers = {
    db: deps.db,
    clock: deps.clock,
    maxDocumentBytes: deps.config.careerDocumentMaxBytes,
  };

  router.get('/careers', requireRole('careers'), async (ctx) => {
    ctx.body = await listCareerPostingsForStaff(deps.db, ctx.state.staffUser);
  });

  router.post(
    '/careers',
    requireRole('careers'),
    postingUploadBody(careers.maxDocumentBytes),
    async (ctx) => {
      const upload: CareerPostingUpload = ctx.is('multipart/form-data')
        ? {
            fields: ctx.request.body,
            document: ctx.request.file?.buffer,
            documentField: CAREER_POSTING_FIELDS.document,
          }
        : uploadFromOriginalPosting(ctx.request.body);
      ctx.body = await createCareerPosting(
        careers,
        ctx.state.staffUser,
        upload,
        ctx.state.requestId,
      );
      ctx.status = 201;
    },
  );

  // The REST answer: the posting as it now is (not the original site's { data: 'Success' }).
  router.patch(
    '/careers/:id',
    requireRole('careers'),
    jsonBody({ maxBytes: MAX_JSON_BODY_BYTES }),
    async (ctx) => {
      ctx.body = await updateCareerPostingForStaff(
        careers,
        ctx.state.staffUser,
        postingId(ctx.params.id),
        ctx.request.body,
        ctx.state.requestId,
      );
    },
  );

  router.get('/careers/:id/document', requireRole('careers'), async (ctx) => {
    const file = await getCareerPostingDocumentForStaff(
      deps.db,
      ctx.state.staffUser,
      postingId(ctx.params.id),
    );
    if (!file) throw new ClientError(404, 'notFound');
    ctx.type = 'application/pdf';
    ctx.set('Content-Disposition', `inline; filename="${file.filename}"`);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.body = file.bytes;
  });

  return router;
}
