// The document library (PDF forms, fee schedules, reports): the catalog in the database, its
// files and their text for the site search, the staff tool that keeps it, and the PDF checks
// other features' uploads go through.
export { DocumentCatalog, listDocumentsByGroup, type CatalogEntry } from './document-catalog';
export { DocumentTexts } from './document-texts';
export { importDocumentFolder, seedDocumentLibrary, type ImportReport } from './document-seeding';
export { isReadablePdf } from './pdf-inspection';
export { createSamplePdf } from './sample-pdf';
export { registerDocumentRoutes } from './documents-routes';
export { createDocumentLibraryRouter } from './staff-documents-routes';
