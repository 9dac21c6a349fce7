// The document library (PDF forms, fee schedules, reports): the catalog, its files and their
// text for the site search, and the PDF checks other features' uploads go through.
export { listDocumentsByGroup } from './documents-service';
export { DocumentTexts } from './document-texts';
export { isReadablePdf } from './pdf-inspection';
export { createSamplePdf } from './sample-pdf';
export { registerDocumentRoutes } from './documents-routes';
