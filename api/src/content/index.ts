// The court's own content: the facts every page repeats, the offices' hours, the Related Links,
// the office phones, the FAQs and the officials, edited and published by staff.
export { createContentRouter } from './content-routes';
export { type ContentDeps } from './content-service';
export { readPublishedCourtFacts } from './court-facts-service';
export { readPublishedCourtHours } from './court-hours-service';
export { readPublishedCourtLinks } from './court-links-service';
export { readPublishedCourtContacts } from './court-contacts-service';
export { readPublishedFaq } from './faq-service';
export { readPublishedOfficials } from './court-officials-service';
export { registerOfficialPhotoRoutes } from './official-photos';
export {
  ContentFileError,
  exportContent,
  importContent,
  readContentFile,
  type ContentTransferDeps,
} from './content-transfer';
