// The document library (PDF forms, fee schedules, reports): the catalog, its files, and the PDF
// checks other features' uploads go through.
export { listDocumentsByGroup } from './documents-service';
export { isReadablePdf } from './pdf-inspection';
export { createSamplePdf } from './sample-pdf';
export { registerDocumentRoutes } from './documents-routes';
