// The messages staff write for a public page (the juror message, the drug-testing message):
// one table, one row per page, each edited by the staff role that owns it.
export { getSiteMessage, getSiteMessageForStaff, updateSiteMessage } from './site-message-service';
export { findSiteMessage, insertSiteMessage } from './site-message-repository';
export type { SiteMessageKey } from './messages-tables';
