// The court's own content: the facts every page repeats and the offices' hours, edited and
// published by staff.
export { createContentRouter } from './content-routes';
export { type ContentDeps } from './content-service';
export { readPublishedCourtFacts } from './court-facts-service';
export { readPublishedCourtHours } from './court-hours-service';
export {
  ContentFileError,
  exportContent,
  importContent,
  readContentFile,
  type ContentTransferDeps,
} from './content-transfer';
