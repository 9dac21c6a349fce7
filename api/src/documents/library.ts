import { COURT_INFO, type CourtDocument } from '@court/contract';
import { createSamplePdf } from './sample-pdf';

/** A plainly labelled sample PDF standing in for a catalog document. */
export function createSampleDocument(document: Pick<CourtDocument, 'title'>): Buffer {
  return createSamplePdf([
    'SAMPLE DOCUMENT',
    document.title.en,
    document.title.es,
    `${COURT_INFO.name} - sample website`,
    'This is a sample, not an official court document.',
    'Esto es una muestra, no un documento oficial del tribunal.',
  ]);
}

/** Whether a file system error says the file is not there. */
// Structural check: under jest, Node's own errors come from another realm than Error.
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';
}
