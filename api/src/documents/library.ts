import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { COURT_DOCUMENTS, COURT_INFO, type CourtDocument } from '@court/contract';
import { createSamplePdf } from './sample-pdf';

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The catalog entry for a slug, or undefined when the slug is not in the catalog. */
export function findCatalogDocument(slug: string): CourtDocument | undefined {
  if (!SLUG_PATTERN.test(slug)) return undefined;
  return COURT_DOCUMENTS.find((document) => document.slug === slug);
}

/** A plainly labelled sample PDF standing in for a catalog document. */
export function createSampleDocument(document: CourtDocument): Buffer {
  return createSamplePdf([
    'SAMPLE DOCUMENT',
    document.title.en,
    document.title.es,
    `${COURT_INFO.name} - sample website`,
    'This is a sample, not an official court document.',
    'Esto es una muestra, no un documento oficial del tribunal.',
  ]);
}

/** Path of a catalog document's PDF in the documents folder. */
export function documentPath(documentsDir: string, document: CourtDocument): string {
  return path.join(documentsDir, `${document.slug}.pdf`);
}

/**
 * The PDF bytes of a catalog document: the file in the documents folder, or a generated sample
 * when the court has not placed one there yet (so the sample site never links to a 404).
 */
export async function loadDocumentPdf(
  documentsDir: string,
  document: CourtDocument,
): Promise<Buffer> {
  try {
    return await readFile(documentPath(documentsDir, document));
  } catch (error) {
    if (isNotFound(error)) return createSampleDocument(document);
    throw error;
  }
}

/** Whether a file system error says the file is not there. */
// Structural check: under jest, Node's own errors come from another realm than Error.
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';
}
