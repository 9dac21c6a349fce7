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
