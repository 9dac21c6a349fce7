// The court's own content: the facts every page repeats, the offices' hours, the Related Links,
// the office phones, the FAQs and the officials, edited and published by staff.
export { createContentRouter } from './content-routes';
export { type ContentDeps } from './content-service';
export { readPublishedCourtFacts } from './court-facts-service';
export { contentPageDataSources, offlineContentPageData } from './content-page-data';
export { PublishedContentCopy } from './published-content-copy';
export { CONTENT_CONFIG_VARIABLES, contentCopyFile } from './content-config';
export { registerOfficialPhotoRoutes } from './official-photos';
export {
  ContentFileError,
  exportContent,
  importContent,
  readContentFile,
  type ContentTransferDeps,
} from './content-transfer';
