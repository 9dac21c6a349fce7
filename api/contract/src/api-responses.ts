import type { PublicCareerPosting, SiteMessageResponse } from './responses';
import type { StaffCareerPosting } from './careers';
import type { DocumentGroupListing, FooterDocuments, LatestAnnualReports } from './documents';
import type {
  EarliestHearingDateResponse,
  RevealedSsnResponse,
  SubmissionDetail,
  SubmissionPage,
} from './forms';
import type { CourtFactsEditor } from './court-facts';
import type { CourtHoursEditor, PublishedCourtHours } from './court-hours';
import type { CourtLinks, CourtLinksEditor } from './court-links';
import type { CourtContacts, CourtContactsEditor } from './court-contacts';
import type { CourtDirections, CourtDirectionsEditor } from './court-directions';
import type { FaqEditor, PublishedFaq } from './faq';
import type { CourtOfficialsEditor, PublishedOfficials } from './court-officials';
import type { CourtInfo } from './court-info';
import type { HearingImport, HearingImportList, HearingRemovalQuestion } from './hearings';
import type {
  CourtDateReminderOptions,
  CourtDateReminderSignupAccepted,
  HearingDayNoticeDetail,
  HearingDayNoticeList,
  HearingDayNoticeSummary,
  ReminderSignupState,
  ReminderStopStatus,
} from './court-date-reminders';
import type {
  JurorNoticeDetail,
  JurorNoticeList,
  JurorNoticeSummary,
  JurorStopStatus,
} from './juror-notices';
import type { JurorRegistrationList, JurorServeDateList } from './juror-registrations';
import type { SearchMissList, SearchResponse } from './search';
import type { AlertsResponse, StaffAlert, StaffAlertList } from './site-alerts';
import type { AuditPage, StaffUser } from './staff';
import type { PasswordLinkStatus, StaffAccount, StaffAccountList } from './staff-accounts';
import type { StaffDocument, StaffDocumentList } from './staff-documents';
import type { MySignIn, OtherSessionsEnded } from './staff-my-sign-in';
import type {
  PasskeyCreationOptions,
  PasskeyRequestOptions,
  PasskeysChanged,
  StaffPasskeyList,
} from './staff-passkeys';
import type { SignInNextStep, TotpEnrolled, TotpEnrolment } from './staff-second-factor';
import type { SignInOptions } from './staff-single-sign-on';

/** Every API response the front ends read, by name: the data layer checks each against its schema. */
export interface ApiResponses {
  /** GET juror/message, drug-testing/message and their staff PUT answers. */
  siteMessage: SiteMessageResponse;
  /** GET court/facts: the court facts the site shows. */
  courtFacts: CourtInfo;
  /** GET staff/content/court-facts and the answers of its writes. */
  courtFactsEditor: CourtFactsEditor;
  /** GET court/hours: the hours the site shows, and each office now. */
  courtHours: PublishedCourtHours;
  /** GET staff/content/court-hours and the answers of its writes. */
  courtHoursEditor: CourtHoursEditor;
  /** GET court/links: the Related Links the site shows. */
  courtLinks: CourtLinks;
  /** GET staff/content/court-links and the answers of its writes. */
  courtLinksEditor: CourtLinksEditor;
  /** GET court/contacts: the office phones of Contact Us. */
  courtContacts: CourtContacts;
  /** GET staff/content/court-contacts and the answers of its writes. */
  courtContactsEditor: CourtContactsEditor;
  /** GET court/directions: the directions to City Hall and to where jurors park. */
  courtDirections: CourtDirections;
  /** GET staff/content/court-directions and the answers of its writes. */
  courtDirectionsEditor: CourtDirectionsEditor;
  /** GET court/faq and court/jury-faq: an FAQ as its page shows it. */
  faq: PublishedFaq;
  /** GET staff/content/site-faq or jury-faq, and the answers of their writes. */
  faqEditor: FaqEditor;
  /** GET court/officials: the officials serving, and where retired ones' addresses lead. */
  courtOfficials: PublishedOfficials;
  /** GET staff/content/court-officials and the answers of its writes. */
  courtOfficialsEditor: CourtOfficialsEditor;
  /** POST staff/content/court-officials/photos: the kept photo's id. */
  officialPhoto: { photo: string };
  /** GET careers. */
  publicCareerPostings: PublicCareerPosting[];
  /** GET staff/careers. */
  staffCareerPostings: StaffCareerPosting[];
  /** POST staff/careers and PATCH staff/careers/:id. */
  staffCareerPosting: StaffCareerPosting;
  /** GET forms/zoom-hearing/earliest-date. */
  earliestHearingDate: EarliestHearingDateResponse;
  /** GET documents. */
  documentCatalog: DocumentGroupListing[];
  /** GET documents/footer. */
  footerDocuments: FooterDocuments;
  /** GET documents/annual-reports/latest. */
  latestAnnualReports: LatestAnnualReports;
  /** GET search. */
  search: SearchResponse;
  /** GET staff/search/misses. */
  searchMisses: SearchMissList;
  /** GET alerts. */
  alerts: AlertsResponse;
  /** GET staff/alerts. */
  staffAlerts: StaffAlertList;
  /** POST staff/alerts, PUT staff/alerts/:id and POST staff/alerts/:id/end. */
  staffAlert: StaffAlert;
  /** GET staff/hearings/imports. */
  hearingImports: HearingImportList;
  /** POST staff/hearings/imports: the import, applied (201) or refused with its errors (400). */
  hearingImport: HearingImport;
  /** POST staff/hearings/imports, 409: the schedule would take off many upcoming hearings. */
  hearingRemovalQuestion: HearingRemovalQuestion;
  /** GET court-dates/options. */
  courtDateReminderOptions: CourtDateReminderOptions;
  /** POST court-dates/signups, accepted. */
  reminderSignupAccepted: CourtDateReminderSignupAccepted;
  /** POST court-dates/signups/confirm and court-dates/signups/resend. */
  reminderSignupState: ReminderSignupState;
  /** GET and POST court-dates/unsubscribe?token=. */
  reminderStopStatus: ReminderStopStatus;
  /** GET staff/hearings/day-notices. */
  hearingDayNotices: HearingDayNoticeList;
  /** GET staff/hearings/day-notices/:id. */
  hearingDayNotice: HearingDayNoticeDetail;
  /** POST staff/hearings/day-notices and its cancel. */
  hearingDayNoticeSummary: HearingDayNoticeSummary;
  /** GET staff/audit. */
  auditPage: AuditPage;
  /** GET staff/forms/submissions. */
  submissionPage: SubmissionPage;
  /** GET staff/forms/submissions/:id. */
  submissionDetail: SubmissionDetail;
  /** POST staff/forms/submissions/:id/reveal-ssn. */
  revealedSsn: RevealedSsnResponse;
  /** GET staff/jury/service-dates. */
  jurorServeDates: JurorServeDateList;
  /** GET staff/jury/registrations. */
  jurorRegistrations: JurorRegistrationList;
  /** GET staff/jury/notices. */
  jurorNotices: JurorNoticeList;
  /** GET staff/jury/notices/:id, POST staff/jury/notices and POST staff/jury/notices/:id/cancel. */
  jurorNotice: JurorNoticeDetail;
  /** One notice as GET staff/jury/notices lists it. */
  jurorNoticeSummary: JurorNoticeSummary;
  /** GET and POST juror/unsubscribe. */
  jurorStopStatus: JurorStopStatus;
  /** GET staff/me, POST staff/session/factor, staff/session/passkey and .../factor/passkey. */
  staffUser: StaffUser;
  /** GET staff/accounts. */
  staffAccounts: StaffAccountList;
  /** POST staff/accounts, PATCH staff/accounts/:username, POST .../password-link. */
  staffAccount: StaffAccount;
  /** GET password-link?token=. */
  passwordLinkStatus: PasswordLinkStatus;
  /** POST staff/session: signed in, or the step that remains. */
  signIn: StaffUser | SignInNextStep;
  /** GET staff/sign-in-options. */
  signInOptions: SignInOptions;
  /** POST staff/second-factor/totp. */
  totpEnrolment: TotpEnrolment;
  /** POST staff/second-factor/totp/confirm. */
  totpEnrolled: TotpEnrolled;
  /** GET staff/me/sign-in. */
  mySignIn: MySignIn;
  /** POST staff/me/sessions/sign-out-others. */
  otherSessionsEnded: OtherSessionsEnded;
  /** POST staff/passkeys/options. */
  passkeyCreationOptions: PasskeyCreationOptions;
  /** POST staff/session/passkey/options and staff/session/factor/passkey/options. */
  passkeyRequestOptions: PasskeyRequestOptions;
  /** GET staff/passkeys. */
  staffPasskeys: StaffPasskeyList;
  /** POST staff/passkeys and DELETE staff/passkeys/:id. */
  passkeysChanged: PasskeysChanged;
  /** GET staff/documents and PUT staff/documents/order. */
  staffDocuments: StaffDocumentList;
  /**
   * POST staff/documents, PATCH staff/documents/:slug, POST .../versions, .../versions/:id/current,
   * .../retire and .../restore.
   */
  staffDocument: StaffDocument;
}

export type ApiResponseName = keyof ApiResponses;
