import type { Schema } from 'yup';
import type { ApiResponseName, ApiResponses } from '@court/contract';
import {
  publicCareerPostingsSchema,
  staffCareerPostingSchema,
  staffCareerPostingsSchema,
} from './careers';
import { courtFactsEditorSchema, courtFactsResponseSchema } from './court-facts';
import { courtHoursEditorSchema, publishedCourtHoursSchema } from './court-hours';
import { courtLinksEditorSchema, courtLinksResponseSchema } from './court-links';
import { courtContactsEditorSchema, courtContactsResponseSchema } from './court-contacts';
import { courtDirectionsEditorSchema, courtDirectionsResponseSchema } from './court-directions';
import { faqEditorSchema, publishedFaqResponseSchema } from './faq';
import {
  courtOfficialsEditorSchema,
  officialPhotoSchema,
  publishedOfficialsSchema,
} from './court-officials';
import {
  documentCatalogSchema,
  footerDocumentsSchema,
  latestAnnualReportsSchema,
} from './documents';
import {
  earliestHearingDateSchema,
  revealedSsnSchema,
  submissionDetailSchema,
  submissionPageSchema,
} from './forms';
import {
  jurorNoticeDetailSchema,
  jurorNoticeSummarySchema,
  jurorNoticesSchema,
  jurorRegistrationsSchema,
  jurorServeDatesSchema,
  jurorStopStatusSchema,
} from './jury';
import {
  hearingImportListSchema,
  hearingImportSchema,
  hearingRemovalQuestionSchema,
} from './hearings';
import {
  courtDateReminderOptionsSchema,
  hearingDayNoticeDetailSchema,
  hearingDayNoticeListSchema,
  hearingDayNoticeSummarySchema,
  reminderSignupAcceptedSchema,
  reminderSignupStateSchema,
  reminderStopStatusSchema,
} from './court-date-reminders';
import { searchMissesSchema, searchResponseSchema } from './search';
import { alertsSchema, staffAlertSchema, staffAlertsSchema } from './site-alerts';
import { siteMessageSchema } from './site-message';
import { staffDocumentSchema, staffDocumentsSchema } from './staff-documents';
import {
  passkeyCreationOptionsSchema,
  passkeyRequestOptionsSchema,
  passkeysChangedSchema,
  staffPasskeysSchema,
} from './staff-passkeys';
import {
  auditPageSchema,
  mySignInSchema,
  otherSessionsEndedSchema,
  passwordLinkStatusSchema,
  signInOptionsSchema,
  signInSchema,
  staffAccountSchema,
  staffAccountsSchema,
  staffUserSchema,
  totpEnrolledSchema,
  totpEnrolmentSchema,
} from './staff';

/** The schema of every API response the front ends read, by the name ApiResponses gives it. */
export const API_RESPONSE_SCHEMAS: { readonly [K in ApiResponseName]: Schema<ApiResponses[K]> } = {
  siteMessage: siteMessageSchema,
  courtFacts: courtFactsResponseSchema,
  courtFactsEditor: courtFactsEditorSchema,
  courtHours: publishedCourtHoursSchema,
  courtHoursEditor: courtHoursEditorSchema,
  courtLinks: courtLinksResponseSchema,
  courtLinksEditor: courtLinksEditorSchema,
  courtContacts: courtContactsResponseSchema,
  courtContactsEditor: courtContactsEditorSchema,
  courtDirections: courtDirectionsResponseSchema,
  courtDirectionsEditor: courtDirectionsEditorSchema,
  faq: publishedFaqResponseSchema,
  faqEditor: faqEditorSchema,
  courtOfficials: publishedOfficialsSchema,
  courtOfficialsEditor: courtOfficialsEditorSchema,
  officialPhoto: officialPhotoSchema,
  publicCareerPostings: publicCareerPostingsSchema,
  staffCareerPostings: staffCareerPostingsSchema,
  staffCareerPosting: staffCareerPostingSchema,
  earliestHearingDate: earliestHearingDateSchema,
  documentCatalog: documentCatalogSchema,
  footerDocuments: footerDocumentsSchema,
  latestAnnualReports: latestAnnualReportsSchema,
  search: searchResponseSchema,
  searchMisses: searchMissesSchema,
  alerts: alertsSchema,
  staffAlerts: staffAlertsSchema,
  staffAlert: staffAlertSchema,
  hearingImports: hearingImportListSchema,
  hearingImport: hearingImportSchema,
  hearingRemovalQuestion: hearingRemovalQuestionSchema,
  courtDateReminderOptions: courtDateReminderOptionsSchema,
  reminderSignupAccepted: reminderSignupAcceptedSchema,
  reminderSignupState: reminderSignupStateSchema,
  reminderStopStatus: reminderStopStatusSchema,
  hearingDayNotices: hearingDayNoticeListSchema,
  hearingDayNotice: hearingDayNoticeDetailSchema,
  hearingDayNoticeSummary: hearingDayNoticeSummarySchema,
  auditPage: auditPageSchema,
  submissionPage: submissionPageSchema,
  submissionDetail: submissionDetailSchema,
  revealedSsn: revealedSsnSchema,
  jurorServeDates: jurorServeDatesSchema,
  jurorRegistrations: jurorRegistrationsSchema,
  jurorNotices: jurorNoticesSchema,
  jurorNotice: jurorNoticeDetailSchema,
  jurorNoticeSummary: jurorNoticeSummarySchema,
  jurorStopStatus: jurorStopStatusSchema,
  staffUser: staffUserSchema,
  staffAccounts: staffAccountsSchema,
  staffAccount: staffAccountSchema,
  passwordLinkStatus: passwordLinkStatusSchema,
  signIn: signInSchema,
  signInOptions: signInOptionsSchema,
  totpEnrolment: totpEnrolmentSchema,
  totpEnrolled: totpEnrolledSchema,
  mySignIn: mySignInSchema,
  otherSessionsEnded: otherSessionsEndedSchema,
  passkeyCreationOptions: passkeyCreationOptionsSchema,
  passkeyRequestOptions: passkeyRequestOptionsSchema,
  staffPasskeys: staffPasskeysSchema,
  passkeysChanged: passkeysChangedSchema,
  staffDocuments: staffDocumentsSchema,
  staffDocument: staffDocumentSchema,
};

/** Whether `value` is a valid `name` response (checked strictly: nothing is converted). */
export function isApiResponse<K extends ApiResponseName>(
  name: K,
  value: unknown,
): value is ApiResponses[K] {
  return API_RESPONSE_SCHEMAS[name].isValidSync(value, { strict: true });
}
