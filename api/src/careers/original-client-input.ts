import { MAX_JSON_BODY_BYTES } from '@court/contract';
import { originalCareerPostingSchema } from '@court/contract/schemas';
import { readBody } from '../platform/read-with-schema';
import type { CareerPostingUpload } from './careers-service';

// The court's original careers page posts a new posting as JSON, with the PDF as a data URL in
// docBase64 and the date as MM/DD/YYYY (originalCareerPostingSchema). This module turns that
// posting into the upload the admin page's multipart form gives, so the service reads one shape;
// nothing else in the careers folder reads docBase64.

/** The field the original page sends the PDF in; problems with the document are reported there. */
const DOCUMENT_FIELD = 'docBase64';

const DATA_URL_PREFIX = /^data:[^,]*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Characters of a data URL carrying `bytes` bytes: base64 plus a generous prefix. */
function dataUrlLength(bytes: number): number {
  return Math.ceil(bytes / 3) * 4 + 256;
}

/** The largest JSON body the original page's posting may be: its PDF inline, plus the fields. */
export function originalPostingMaxBytes(maxDocumentBytes: number): number {
  return dataUrlLength(maxDocumentBytes) + MAX_JSON_BODY_BYTES;
}

/** The bytes of a data URL; null when it is not base64. */
function decodeDataUrl(raw: string): Buffer | null {
  const base64 = raw.replace(DATA_URL_PREFIX, '').replace(/\s+/g, '');
  if (base64.length % 4 !== 0 || !BASE64.test(base64)) return null;
  return Buffer.from(base64, 'base64');
}

/** The original page's JSON posting as the upload the multipart form gives. */
export function uploadFromOriginalPosting(body: unknown): CareerPostingUpload {
  const { title, postedDate, docBase64 } = readBody(originalCareerPostingSchema, body);
  const upload: CareerPostingUpload = {
    fields: { title, postedDate },
    documentField: DOCUMENT_FIELD,
  };
  if (docBase64 === '') return upload;
  const document = decodeDataUrl(docBase64);
  return document === null
    ? { ...upload, documentProblem: 'careers.document.notPdf' }
    : { ...upload, document };
}
