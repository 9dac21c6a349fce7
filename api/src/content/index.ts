// The court's own content: the facts every page repeats, edited and published by staff.
export { createCourtFactsRouter } from './court-facts-routes';
export { readPublishedCourtFacts, type CourtFactsDeps } from './court-facts-service';
export {
  ContentFileError,
  exportContent,
  importContent,
  readContentFile,
  type ContentTransferDeps,
} from './content-transfer';
