import type {
  ApiResponseName,
  ApiResponses,
  AuditEntry,
  DocumentGroupListing,
  DocumentSearchResult,
  HearingImport,
  JurorNoticeDetail,
  JurorNoticeSummary,
  JurorRegistration,
  PageSearchResult,
  PasskeyCreationOptions,
  PasskeyRequestOptions,
  PublicAlert,
  PublicCareerPosting,
  StaffAccount,
  StaffAlert,
  StaffCareerPosting,
  StaffDocument,
  StaffDocumentVersion,
  StaffPasskey,
  StaffUser,
  SubmissionSummary,
  TotpEnrolment,
} from '@court/contract';
import { isApiResponse } from './index';

/** An answer that should pass or fail, and what it shows. */
type Example = [description: string, value: unknown];

interface Case<T> {
  /** A real answer of the API. */
  valid: T;
  /** Other answers the front ends must take. */
  accepted: Example[];
  /** Answers with a required field missing, a wrong type or a value out of its set. */
  refused: Example[];
}

/** `value` without `key`: an answer missing a field. */
function without<T extends object>(value: T, key: keyof T & string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([name]) => name !== key));
}

const STOP_LINK = 'https://court.example.org/u/e1a.AbCdEfGhIjKlMnOpQrStUv';

const PUBLIC_POSTING: PublicCareerPosting = {
  id: 7,
  title: 'Deputy Clerk',
  postedDate: '2026-04-03',
  documentUrl: '/api/muni/careers/7/document',
};

const STAFF_POSTING: StaffCareerPosting = {
  id: 7,
  title: 'Deputy Clerk',
  postedDate: '2026-04-03',
  active: true,
  documentUrl: '/api/muni/staff/careers/7/document',
  documentSize: 48213,
};

const CATALOG: DocumentGroupListing[] = [
  {
    group: 'fees',
    documents: [
      {
        slug: 'costs-civil',
        title: { en: 'Civil', es: 'Civil' },
        url: '/documents/costs-civil.pdf',
      },
    ],
  },
  {
    group: 'other-forms',
    documents: [
      {
        slug: 'eviction-complaint',
        title: {
          en: 'Complaint in Forcible Entry and Detainer (Eviction)',
          es: 'Demanda de desalojo (entrada y retención forzosas)',
        },
        url: '/documents/eviction-complaint.pdf',
      },
    ],
  },
];

const DOCUMENT_RESULT: DocumentSearchResult = {
  kind: 'document',
  title: "Objection to Magistrate's Decision (Eviction)",
  section: 'Other Forms',
  excerpt: [
    { text: "Objection to Magistrate's Decision (", match: false },
    { text: 'Eviction', match: true },
    { text: ')', match: false },
  ],
  url: '/documents/eviction-objection-to-magistrates-decision.pdf',
  matchedInText: false,
};

const PAGE_RESULT: PageSearchResult = {
  kind: 'page',
  title: 'Jury Service FAQ',
  section: 'How much are jurors paid?',
  excerpt: [
    { text: 'Jurors receive ', match: false },
    { text: 'compensation', match: true },
    { text: ' for each day of service.', match: false },
  ],
  path: '/jury-faq#juror-pay',
};

const ALERT: PublicAlert = {
  id: 12,
  severity: 'warning',
  placement: 'everyPage',
  heading: 'Court closes early',
  body: 'Because of snow, the court closes at noon.',
  link: { url: '/hours-and-parking', text: 'Hours and parking' },
};

const STAFF_ACCOUNT: StaffAccount = {
  username: 'mjones',
  displayName: 'Mary Jones',
  email: 'mjones@example.org',
  roles: ['careers', 'jury'],
  disabled: false,
  passwordSet: true,
  secondFactor: true,
  passkeys: 2,
  lastSignInAt: '2026-03-02T15:00:00.000Z',
  signInSlowedUntil: null,
  secondFactorLocked: false,
  createdAt: '2026-03-01T12:00:00.000Z',
};

const STAFF_USER: StaffUser = {
  username: 'admin',
  displayName: 'Ada Admin',
  roles: ['admin'],
  secondFactor: true,
};

const ENROLMENT: TotpEnrolment = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/Canton%20Municipal%20Court:admin?issuer=Canton%20Municipal%20Court&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
  qr: { size: 2, modules: [true, false, false, true] },
};

const MY_SESSION: MySession = {
  id: 'a1b2c3d4e5f6',
  current: true,
  complete: true,
  signedInAt: '2026-03-02T15:00:00.000Z',
  lastSeenAt: '2026-03-02T15:20:00.000Z',
  address: '203.0.113.9',
  browser: 'Chrome 131',
  system: 'Windows 10',
};

const MY_SIGN_IN: MySignIn = {
  authenticationApp: { enrolledAt: '2026-03-01T14:00:00.000Z' },
  recoveryCodesLeft: 9,
  sessions: [MY_SESSION],
};

const CREATION_OPTIONS: PasskeyCreationOptions = {
  rp: { id: 'court.example.org', name: 'Canton Municipal Court' },
  user: { id: 'q3Jh2lF0ZxV4', name: 'admin', displayName: 'Ada Admin' },
  challenge: 'DTQQWDXs0OYROEiQWrh-bKhZYXimF5BTGreopPqizWY',
  pubKeyCredParams: [
    { alg: -8, type: 'public-key' },
    { alg: -7, type: 'public-key' },
    { alg: -257, type: 'public-key' },
  ],
  timeout: 300000,
  excludeCredentials: [{ id: 'AAECAwQFBgc', type: 'public-key', transports: ['internal'] }],
  authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
  attestation: 'none',
};

const REQUEST_OPTIONS: PasskeyRequestOptions = {
  challenge: 'DTQQWDXs0OYROEiQWrh-bKhZYXimF5BTGreopPqizWY',
  timeout: 300000,
  rpId: 'court.example.org',
  allowCredentials: [{ id: 'AAECAwQFBgc', type: 'public-key', transports: ['usb', 'nfc'] }],
  userVerification: 'required',
};

const PASSKEY: StaffPasskey = {
  id: 3,
  name: 'Work laptop',
  createdAt: '2026-03-02T15:00:00.000Z',
  lastUsedAt: '2026-03-05T14:30:00.000Z',
  backedUp: true,
};

const STAFF_ALERT: StaffAlert = {
  id: 12,
  state: 'inForce',
  severity: 'warning',
  placement: 'everyPage',
  headingEn: 'Court closes early',
  headingEs: 'El tribunal cierra temprano',
  bodyEn: 'Because of snow, the court closes at noon.',
  bodyEs: 'Por la nieve, el tribunal cierra al mediodía.',
  linkUrl: '/hours-and-parking',
  linkTextEn: 'Hours and parking',
  linkTextEs: 'Horario y estacionamiento',
  startDate: '2026-03-02',
  startTime: '09:00',
  endDate: '2026-03-02',
  endTime: '17:00',
  startsAt: '2026-03-02T14:00:00.000Z',
  endsAt: '2026-03-02T22:00:00.000Z',
  updatedBy: 'alerts',
  updatedAt: '2026-03-02T13:55:00.000Z',
};

const APPLIED_IMPORT: HearingImport = {
  id: 8,
  importedAt: '2026-03-05T06:00:00.000Z',
  source: 'feed',
  importedBy: 'nightly-export',
  applied: true,
  counts: { rows: 120, added: 3, moved: 2, cancelled: 1, disappeared: 4, unchanged: 110 },
  errors: [],
  errorCount: 0,
  reportUrl: '/api/muni/staff/hearings/imports/8/report',
};

const REFUSED_IMPORT: HearingImport = {
  ...APPLIED_IMPORT,
  id: 9,
  source: 'upload',
  importedBy: 'scheduler',
  applied: false,
  counts: { rows: 2, added: 0, moved: 0, cancelled: 0, disappeared: 0, unchanged: 0 },
  errors: [
    { row: 3, column: 'hearing_date', message: 'Write the date like 2026-12-08 or 12/8/2026.' },
    {
      row: 4,
      column: null,
      message: 'Give this line a value for every column of the header.',
    },
  ],
  errorCount: 2,
  reportUrl: '/api/muni/staff/hearings/imports/9/report',
};

const SIGN_IN: AuditEntry = {
  id: 7,
  action: 'staff.sign-in',
  actor: 'admin',
  at: '2026-03-05T14:30:00.000Z',
  subjectType: 'staff_user',
  subjectId: '1',
  requestId: 'req-123',
  details: { ip: '192.0.2.4', ok: true },
};

const FAILED_SIGN_IN: AuditEntry = {
  id: 6,
  action: 'staff.sign-in-failed',
  actor: null,
  at: '2026-03-05T14:29:00.000Z',
  subjectType: null,
  subjectId: null,
  requestId: null,
  details: null,
};

const SUBMISSION: SubmissionSummary = {
  id: 41,
  form: 'zoom-hearing',
  reference: 'ZH-2026-000041',
  name: 'Ada Lovelace',
  caseNumber: '2026TRD01234',
  receivedAt: '2026-03-02T14:05:00.000Z',
  status: 'new',
};

const REGISTRATION: JurorRegistration = {
  id: 3,
  jurorNumber: '100',
  lastName: 'SMITH',
  cellphone: '3305550123',
  carrier: 'Verizon',
  email: 'smith@example.org',
  language: 'en',
  createdAt: '2026-03-01T12:00:00.000Z',
  updatedAt: '2026-03-01T12:00:00.000Z',
  stoppedAt: null,
};

const NOTICE: JurorNoticeSummary = {
  id: 5,
  serveDate: '2026-03-09',
  message: 'Jurors for Monday report at 9:30 instead of 8:30.',
  sendAt: '2026-03-06T20:00:00.000Z',
  status: 'sent',
  createdBy: 'juryclerk',
  createdAt: '2026-03-06T19:58:00.000Z',
  sentAt: '2026-03-06T20:00:00.000Z',
  counts: { recipients: 3, queued: 0, sent: 3, failed: 0, unreachable: 1 },
};

const NOTICE_DETAIL: JurorNoticeDetail = {
  ...NOTICE,
  recipients: [
    {
      jurorNumber: '1001',
      lastName: 'ADAMS',
      channel: 'email',
      destination: 'ada@example.org',
      state: 'sent',
      reason: null,
      attempts: 1,
      parts: 1,
    },
    {
      jurorNumber: '1003',
      lastName: 'BAKER',
      channel: 'sms',
      destination: '3305550103',
      state: 'unreachable',
      reason: 'retiredGateway',
      attempts: 0,
      parts: 0,
    },
  ],
};

const FIRST_FILE: StaffDocumentVersion = {
  id: 1,
  sha256: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
  size: 48213,
  pages: 2,
  uploadedAt: '2026-01-05T14:00:00.000Z',
  uploadedBy: null,
  fileUrl: '/api/muni/staff/documents/costs-civil/versions/1/file',
};

const STAFF_DOCUMENT: StaffDocument = {
  slug: 'costs-civil',
  group: 'fees',
  title: { en: 'Civil', es: 'Civil' },
  url: '/documents/costs-civil.pdf',
  retiredAt: null,
  replacedBy: null,
  currentVersionId: 2,
  versions: [
    {
      ...FIRST_FILE,
      id: 2,
      size: 51200,
      uploadedAt: '2026-03-02T15:00:00.000Z',
      uploadedBy: 'dclerk',
      fileUrl: '/api/muni/staff/documents/costs-civil/versions/2/file',
    },
    FIRST_FILE,
  ],
};

const RETIRED_DOCUMENT: StaffDocument = {
  ...STAFF_DOCUMENT,
  slug: 'costs-civil-2025',
  url: '/documents/costs-civil-2025.pdf',
  retiredAt: '2026-03-02T15:05:00.000Z',
  replacedBy: 'costs-civil',
};

const CASES: { [K in ApiResponseName]: Case<ApiResponses[K]> } = {
  siteMessage: {
    valid: { message: 'Jurors for Monday need not report.', updatedAt: '2026-03-02T15:00:00.000Z' },
    accepted: [
      ['no message yet', { message: '', updatedAt: null }],
      // A message still shows when only its date is unreadable.
      ['a missing updatedAt', { message: 'Jurors for Monday need not report.' }],
    ],
    refused: [
      ['a missing message', { updatedAt: null }],
      ['a message that is not text', { message: 5, updatedAt: null }],
      ['an updatedAt that is not text', { message: 'Closed', updatedAt: 1772463600000 }],
    ],
  },
  publicCareerPostings: {
    valid: [PUBLIC_POSTING, { ...PUBLIC_POSTING, id: 9, title: 'Probation Officer' }],
    accepted: [
      ['no openings', []],
      // The page shows the title without a link instead.
      ['an address the page will not link', [{ ...PUBLIC_POSTING, documentUrl: 'javascript:1' }]],
    ],
    refused: [
      ['a posting without its address', [without(PUBLIC_POSTING, 'documentUrl')]],
      ['an id as text', [{ ...PUBLIC_POSTING, id: '7' }]],
      ['an empty place in the list', [null]],
    ],
  },
  staffCareerPostings: {
    valid: [STAFF_POSTING, { ...STAFF_POSTING, id: 3, active: false }],
    accepted: [['no postings', []]],
    refused: [
      ['a posting without its size', [without(STAFF_POSTING, 'documentSize')]],
      ['active as text', [{ ...STAFF_POSTING, active: 'true' }]],
    ],
  },
  staffCareerPosting: {
    valid: STAFF_POSTING,
    accepted: [['an empty title', { ...STAFF_POSTING, title: '' }]],
    refused: [
      ['a missing active flag', without(STAFF_POSTING, 'active')],
      ['a size as text', { ...STAFF_POSTING, documentSize: '48213' }],
      ['a null title', { ...STAFF_POSTING, title: null }],
    ],
  },
  earliestHearingDate: {
    valid: { earliestDate: '2026-03-10' },
    accepted: [],
    refused: [
      ['a missing date', {}],
      ['a date as a number', { earliestDate: 20260310 }],
      ['a day the calendar lacks', { earliestDate: '2026-02-30' }],
      ['a date not written YYYY-MM-DD', { earliestDate: '03/10/2026' }],
      ['an empty date', { earliestDate: '' }],
    ],
  },
  documentCatalog: {
    valid: CATALOG,
    accepted: [
      // The Forms page lists only the groups it knows.
      ['a group the page does not know', [{ ...CATALOG[0], group: 'ordinances' }]],
      ['a group without documents', [{ group: 'fees', documents: [] }]],
    ],
    refused: [
      ['a group without its documents', [{ group: 'fees' }]],
      ['a group named by a number', [{ ...CATALOG[0], group: 3 }]],
      [
        'a title missing its Spanish',
        [
          {
            group: 'fees',
            documents: [{ slug: 'x', title: { en: 'X' }, url: '/documents/x.pdf' }],
          },
        ],
      ],
      [
        'a slug with characters a URL path must not take',
        [
          {
            group: 'fees',
            documents: [
              { slug: '../secret', title: { en: 'X', es: 'X' }, url: '/documents/x.pdf' },
            ],
          },
        ],
      ],
      [
        'an empty slug',
        [{ group: 'fees', documents: [{ slug: '', title: { en: 'X', es: 'X' }, url: '/x' }] }],
      ],
    ],
  },
  search: {
    valid: {
      query: 'eviction',
      truncated: false,
      language: 'en',
      results: [PAGE_RESULT, DOCUMENT_RESULT],
    },
    accepted: [
      ['nothing found', { query: 'zebra', truncated: false, language: 'es', results: [] }],
      [
        'a document found inside its text',
        {
          query: 'three days',
          truncated: false,
          language: 'en',
          results: [
            {
              ...DOCUMENT_RESULT,
              excerpt: [
                { text: 'File this objection within ', match: false },
                { text: 'three days', match: true },
              ],
              matchedInText: true,
            },
          ],
        },
      ],
      [
        'a document from an API that did not yet say where it matched',
        {
          query: 'eviction',
          truncated: false,
          language: 'en',
          results: [without(DOCUMENT_RESULT, 'matchedInText')],
        },
      ],
      [
        'a result at the top of its page, with a field added later',
        {
          query: 'jury',
          truncated: true,
          language: 'en',
          results: [{ ...PAGE_RESULT, section: null, score: 0.8 }],
        },
      ],
    ],
    refused: [
      [
        'a page result without its path',
        {
          query: 'jury',
          truncated: false,
          language: 'en',
          results: [without(PAGE_RESULT, 'path')],
        },
      ],
      [
        'a page result leading off the site',
        {
          query: 'jury',
          truncated: false,
          language: 'en',
          results: [{ ...PAGE_RESULT, path: 'https://example.com/jury' }],
        },
      ],
      [
        'a document result without its URL',
        {
          query: 'jury',
          truncated: false,
          language: 'en',
          results: [{ ...without(PAGE_RESULT, 'path'), kind: 'document' }],
        },
      ],
      [
        'where a document matched, as text',
        {
          query: 'eviction',
          truncated: false,
          language: 'en',
          results: [{ ...DOCUMENT_RESULT, matchedInText: 'true' }],
        },
      ],
      [
        'a result of an unknown kind',
        {
          query: 'jury',
          truncated: false,
          language: 'en',
          results: [{ ...PAGE_RESULT, kind: 'video' }],
        },
      ],
      [
        'a result without its section',
        {
          query: 'jury',
          truncated: false,
          language: 'en',
          results: [without(PAGE_RESULT, 'section')],
        },
      ],
      [
        'a language the site lacks',
        { query: 'jury', truncated: false, language: 'fr', results: [] },
      ],
      ['truncated as text', { query: 'jury', truncated: 'false', language: 'en', results: [] }],
    ],
  },
  searchMisses: {
    valid: {
      days: 90,
      misses: [
        { query: 'parking ticket', total: 3, counts: { en: 2, es: 1 }, lastSeen: '2026-03-01' },
      ],
    },
    accepted: [['no misses', { days: 90, misses: [] }]],
    refused: [
      [
        'counts missing a language',
        { days: 90, misses: [{ query: 'x', total: 1, counts: { en: 1 }, lastSeen: '2026-03-01' }] },
      ],
      [
        'a total as text',
        {
          days: 90,
          misses: [{ query: 'x', total: '1', counts: { en: 1, es: 0 }, lastSeen: '2026-03-01' }],
        },
      ],
      ['a missing list', { days: 90 }],
    ],
  },
  alerts: {
    valid: { alerts: [ALERT] },
    accepted: [
      ['no alerts in force', { alerts: [] }],
      ['an alert without a link', { alerts: [{ ...ALERT, link: null }] }],
      [
        'a link to another site',
        { alerts: [{ ...ALERT, link: { url: 'https://weather.gov', text: 'Forecast' } }] },
      ],
    ],
    refused: [
      ['an alert without its link field', { alerts: [without(ALERT, 'link')] }],
      ['a link without its text', { alerts: [{ ...ALERT, link: { url: '/hours-and-parking' } }] }],
      ['an unknown severity', { alerts: [{ ...ALERT, severity: 'urgent' }] }],
      ['an unknown placement', { alerts: [{ ...ALERT, placement: 'sidebar' }] }],
      ['an id as text', { alerts: [{ ...ALERT, id: '12' }] }],
    ],
  },
  staffAlerts: {
    valid: { alerts: [STAFF_ALERT, { ...STAFF_ALERT, id: 11, state: 'ended' }] },
    accepted: [['no alerts', { alerts: [] }]],
    refused: [
      ['an empty alert', { alerts: [{}] }],
      ['a missing list', {}],
    ],
  },
  staffAlert: {
    valid: STAFF_ALERT,
    accepted: [
      ['an alert without a link', { ...STAFF_ALERT, linkUrl: '', linkTextEn: '', linkTextEs: '' }],
    ],
    refused: [
      ['a missing Spanish heading', without(STAFF_ALERT, 'headingEs')],
      // The staff table shows when each alert starts and ends.
      ['a missing start', without(STAFF_ALERT, 'startsAt')],
      ['an unknown state', { ...STAFF_ALERT, state: 'active' }],
      ['a null link address', { ...STAFF_ALERT, linkUrl: null }],
    ],
  },
  hearingImports: {
    valid: { imports: [REFUSED_IMPORT, APPLIED_IMPORT] },
    accepted: [
      ['no imports yet', { imports: [] }],
      ['a file dropped in the folder', { imports: [{ ...APPLIED_IMPORT, source: 'folder' }] }],
    ],
    refused: [
      ['a missing list', {}],
      ['an import without its counts', { imports: [without(APPLIED_IMPORT, 'counts')] }],
      ['a source the page cannot name', { imports: [{ ...APPLIED_IMPORT, source: 'email' }] }],
    ],
  },
  hearingImport: {
    valid: REFUSED_IMPORT,
    accepted: [
      ['an applied import', APPLIED_IMPORT],
      [
        'a file that is not a schedule at all',
        { ...REFUSED_IMPORT, errors: [{ row: 0, column: null, message: 'Choose a CSV file.' }] },
      ],
    ],
    refused: [
      ['applied as text', { ...APPLIED_IMPORT, applied: 'true' }],
      [
        'counts missing one',
        { ...APPLIED_IMPORT, counts: without(APPLIED_IMPORT.counts, 'moved') },
      ],
      ['a negative count', { ...APPLIED_IMPORT, counts: { ...APPLIED_IMPORT.counts, added: -1 } }],
      ['a missing error count', without(REFUSED_IMPORT, 'errorCount')],
      [
        'an error in a column the schedule does not have',
        { ...REFUSED_IMPORT, errors: [{ row: 3, column: 'judge', message: 'x' }] },
      ],
      [
        'an error without its column',
        { ...REFUSED_IMPORT, errors: [{ row: 3, message: 'Fill in this cell.' }] },
      ],
      [
        'a report on another site',
        { ...APPLIED_IMPORT, reportUrl: '//example.com/api/muni/staff/hearings/imports/8/report' },
      ],
      ['a report as a script', { ...APPLIED_IMPORT, reportUrl: 'javascript:alert(1)' }],
    ],
  },
  hearingRemovalQuestion: {
    valid: {
      error: 'This schedule leaves out 180 of 200 upcoming hearings.',
      removed: 180,
      upcoming: 200,
    },
    accepted: [['every upcoming hearing', { error: 'All of them.', removed: 12, upcoming: 12 }]],
    refused: [
      ['no count of the upcoming hearings', { error: 'x', removed: 3 }],
      ['nothing to take off', { error: 'x', removed: 0, upcoming: 12 }],
      ['counts as text', { error: 'x', removed: '3', upcoming: '12' }],
    ],
  },
  auditPage: {
    valid: { entries: [SIGN_IN, FAILED_SIGN_IN], page: 1, pageSize: 25, total: 60 },
    accepted: [['no entries', { entries: [], page: 1, pageSize: 25, total: 0 }]],
    refused: [
      ['a missing total', { entries: [], page: 1, pageSize: 25 }],
      ['a page as text', { entries: [], page: '1', pageSize: 25, total: 0 }],
      [
        'an entry without its time',
        { entries: [without(SIGN_IN, 'at')], page: 1, pageSize: 25, total: 1 },
      ],
      [
        'details that are a list',
        { entries: [{ ...SIGN_IN, details: ['ip'] }], page: 1, pageSize: 25, total: 1 },
      ],
      [
        'details that are text',
        { entries: [{ ...SIGN_IN, details: '{"ok":true}' }], page: 1, pageSize: 25, total: 1 },
      ],
    ],
  },
  submissionPage: {
    valid: { submissions: [SUBMISSION], page: 1, pageSize: 25, total: 1 },
    accepted: [
      [
        'a submission without a case number',
        { submissions: [{ ...SUBMISSION, caseNumber: null }], page: 1, pageSize: 25, total: 1 },
      ],
    ],
    refused: [
      [
        'a form the inbox does not hold',
        {
          submissions: [{ ...SUBMISSION, form: 'juror-notifications' }],
          page: 1,
          pageSize: 25,
          total: 1,
        },
      ],
      [
        'an unknown status',
        { submissions: [{ ...SUBMISSION, status: 'archived' }], page: 1, pageSize: 25, total: 1 },
      ],
      [
        'a submission without its case number field',
        { submissions: [without(SUBMISSION, 'caseNumber')], page: 1, pageSize: 25, total: 1 },
      ],
      ['a total as text', { submissions: [], page: 1, pageSize: 25, total: '0' }],
    ],
  },
  submissionDetail: {
    valid: {
      ...SUBMISSION,
      email: 'ada@example.org',
      language: 'en',
      processedAt: null,
      processedBy: null,
      fields: [
        { name: 'fullName', value: 'Ada Lovelace' },
        { name: 'hearingDate', value: '2026-03-16' },
      ],
      hasProtectedNumber: false,
    },
    accepted: [
      [
        'a processed submission with an SSN',
        {
          ...SUBMISSION,
          form: 'driving-privileges',
          reference: 'DP-2026-000007',
          email: null,
          language: 'es',
          processedAt: '2026-03-03T15:00:00.000Z',
          processedBy: 'formsclerk',
          fields: [
            { name: 'ssn', value: '***-**-1234' },
            { name: 'locations.0.name', value: 'Canton Steel' },
          ],
          hasProtectedNumber: true,
          status: 'processed',
        },
      ],
    ],
    refused: [
      [
        'a missing hasProtectedNumber',
        {
          ...SUBMISSION,
          email: null,
          language: 'en',
          processedAt: null,
          processedBy: null,
          fields: [],
        },
      ],
      [
        'a field without its value',
        {
          ...SUBMISSION,
          email: null,
          language: 'en',
          processedAt: null,
          processedBy: null,
          fields: [{ name: 'fullName' }],
          hasProtectedNumber: false,
        },
      ],
      [
        'a summary field of the wrong type',
        {
          ...SUBMISSION,
          id: '41',
          email: null,
          language: 'en',
          processedAt: null,
          processedBy: null,
          fields: [],
          hasProtectedNumber: false,
        },
      ],
      ['only the summary', SUBMISSION],
    ],
  },
  revealedSsn: {
    valid: { ssn: '123-45-6789' },
    accepted: [],
    refused: [
      ['a missing SSN', {}],
      ['an SSN as a number', { ssn: 123456789 }],
    ],
  },
  jurorServeDates: {
    valid: {
      today: '2026-03-02',
      serveDates: [
        { serveDate: '2026-03-02', registrations: 1, stopped: 0 },
        { serveDate: '2026-03-09', registrations: 2, stopped: 1 },
        { serveDate: '2026-02-23', registrations: 1, stopped: 0 },
      ],
    },
    accepted: [['no registrations', { today: '2026-03-02', serveDates: [] }]],
    refused: [
      [
        'a date without its stopped count',
        { today: '2026-03-02', serveDates: [{ serveDate: '2026-03-02', registrations: 1 }] },
      ],
      ['a null today', { today: null, serveDates: [] }],
    ],
  },
  jurorRegistrations: {
    valid: {
      serveDate: '2026-03-09',
      registrations: [
        {
          ...REGISTRATION,
          id: 4,
          jurorNumber: '101',
          lastName: 'ADAMS',
          cellphone: null,
          carrier: null,
          stoppedAt: '2026-03-02T01:00:00.000Z',
        },
        REGISTRATION,
      ],
    },
    accepted: [
      ['no registrations', { serveDate: '2026-12-25', registrations: [] }],
      [
        'a juror who gave no e-mail',
        { serveDate: '2026-03-09', registrations: [{ ...REGISTRATION, email: null }] },
      ],
    ],
    refused: [
      [
        'a registration without its cellphone field',
        { serveDate: '2026-03-09', registrations: [without(REGISTRATION, 'cellphone')] },
      ],
      ['an id as text', { serveDate: '2026-03-09', registrations: [{ ...REGISTRATION, id: '3' }] }],
      ['a missing service date', { registrations: [] }],
    ],
  },
  jurorNotices: {
    valid: {
      notices: [NOTICE, { ...NOTICE, id: 6, status: 'scheduled', sentAt: null }],
      upcoming: [{ serveDate: '2026-03-09', registrations: 3 }],
      textsEnabled: true,
      sampleStopLink: STOP_LINK,
    },
    accepted: [
      [
        'an empty list',
        { notices: [], upcoming: [], textsEnabled: true, sampleStopLink: STOP_LINK },
      ],
    ],
    refused: [
      ['an empty notice and missing flags', { notices: [{}], upcoming: [] }],
      [
        'an upcoming date without its count',
        {
          notices: [],
          upcoming: [{ serveDate: '2026-03-09' }],
          textsEnabled: true,
          sampleStopLink: STOP_LINK,
        },
      ],
      [
        'textsEnabled as text',
        { notices: [], upcoming: [], textsEnabled: 'true', sampleStopLink: STOP_LINK },
      ],
    ],
  },
  jurorNotice: {
    valid: NOTICE_DETAIL,
    accepted: [
      [
        'a scheduled notice with no recipients yet',
        { ...NOTICE, status: 'scheduled', sentAt: null, recipients: [] },
      ],
      [
        'a failed text with its error',
        {
          ...NOTICE,
          recipients: [
            {
              ...NOTICE_DETAIL.recipients[1],
              state: 'failed',
              reason: 'SMS provider answered HTTP 500',
              attempts: 5,
              parts: 1,
            },
          ],
        },
      ],
    ],
    refused: [
      ['only the summary', NOTICE],
      [
        'an unknown channel',
        { ...NOTICE, recipients: [{ ...NOTICE_DETAIL.recipients[0], channel: 'fax' }] },
      ],
      [
        'an unknown delivery state',
        { ...NOTICE, recipients: [{ ...NOTICE_DETAIL.recipients[0], state: 'bounced' }] },
      ],
      [
        'a recipient without attempts',
        { ...NOTICE, recipients: [{ ...NOTICE_DETAIL.recipients[0], attempts: undefined }] },
      ],
    ],
  },
  jurorNoticeSummary: {
    valid: NOTICE,
    accepted: [['a notice not sent yet', { ...NOTICE, status: 'scheduled', sentAt: null }]],
    refused: [
      ['a missing sentAt', without(NOTICE, 'sentAt')],
      ['an unknown status', { ...NOTICE, status: 'draft' }],
      ['counts missing one', { ...NOTICE, counts: without(NOTICE.counts, 'queued') }],
      ['null counts', { ...NOTICE, counts: null }],
    ],
  },
  jurorStopStatus: {
    valid: { state: 'sending', language: 'es', serveDate: '2026-12-01' },
    accepted: [
      ['a registration that is gone', { state: 'stopped', language: 'en', serveDate: null }],
    ],
    refused: [
      ['an unknown state', { state: 'gone', language: 'en', serveDate: null }],
      ['a language the site lacks', { state: 'sending', language: 'fr', serveDate: null }],
      ['a missing service date', { state: 'sending', language: 'en' }],
    ],
  },
  staffUser: {
    valid: STAFF_USER,
    accepted: [
      ['a user without roles or app', { ...STAFF_USER, roles: [], secondFactor: false }],
      // The user stays signed in; no tool opens for a role this build does not know.
      ['a role added after this build', { ...STAFF_USER, roles: ['records'] }],
    ],
    refused: [
      ['a missing display name', without(STAFF_USER, 'displayName')],
      ['roles as one text', { ...STAFF_USER, roles: 'admin' }],
      ['a role that is not text', { ...STAFF_USER, roles: [1] }],
      ['a missing secondFactor', without(STAFF_USER, 'secondFactor')],
      ['secondFactor as text', { ...STAFF_USER, secondFactor: 'true' }],
    ],
  },
  staffAccounts: {
    valid: { accounts: [STAFF_ACCOUNT] },
    accepted: [
      ['no accounts', { accounts: [] }],
      [
        'an account never signed in, without a password yet, its sign-in slowed',
        {
          accounts: [
            {
              ...STAFF_ACCOUNT,
              passwordSet: false,
              lastSignInAt: null,
              signInSlowedUntil: '2026-03-02T15:15:00.000Z',
            },
          ],
        },
      ],
    ],
    refused: [
      ['accounts that are not a list', { accounts: STAFF_ACCOUNT }],
      ['an account without passwordSet', { accounts: [without(STAFF_ACCOUNT, 'passwordSet')] }],
    ],
  },
  staffAccount: {
    valid: STAFF_ACCOUNT,
    accepted: [['a role added after this build', { ...STAFF_ACCOUNT, roles: ['records'] }]],
    refused: [
      ['a missing last sign-in', without(STAFF_ACCOUNT, 'lastSignInAt')],
      ['disabled as text', { ...STAFF_ACCOUNT, disabled: 'false' }],
      ['roles as one text', { ...STAFF_ACCOUNT, roles: 'careers,jury' }],
      ['a missing e-mail address', without(STAFF_ACCOUNT, 'email')],
      ['a missing count of passkeys', without(STAFF_ACCOUNT, 'passkeys')],
      ['a count of passkeys below zero', { ...STAFF_ACCOUNT, passkeys: -1 }],
    ],
  },
  passwordLinkStatus: {
    valid: { username: 'mjones', displayName: 'Mary Jones' },
    accepted: [],
    refused: [
      ['a missing display name', { username: 'mjones' }],
      ['a username that is not text', { username: 7, displayName: 'Mary Jones' }],
    ],
  },
  signIn: {
    valid: STAFF_USER,
    accepted: [
      ['a code to give, from an answer that named no factors', { next: 'factor' }],
      ['a passkey or a code to give', { next: 'factor', factors: ['app', 'passkey'] }],
      ['a factor added after this build', { next: 'factor', factors: ['smart-card'] }],
      ['an app to set up', { next: 'enrol' }],
    ],
    refused: [
      ['an unknown step', { next: 'password' }],
      ['a step that is not text', { next: 1 }],
      ['factors as one text', { next: 'factor', factors: 'passkey' }],
      ['a user without secondFactor', without(STAFF_USER, 'secondFactor')],
      ['neither', {}],
    ],
  },
  signInOptions: {
    valid: { localSignIn: true, singleSignOn: { name: 'Canton Courts Microsoft account' } },
    accepted: [
      ['password sign-in alone', { localSignIn: true, singleSignOn: null }],
      ['single sign-on alone', { localSignIn: false, singleSignOn: { name: 'Okta' } }],
    ],
    refused: [
      ['a missing singleSignOn', { localSignIn: true }],
      ['a single sign-on without its name', { localSignIn: false, singleSignOn: {} }],
      ['the name alone', { localSignIn: true, singleSignOn: 'Okta' }],
      ['localSignIn as text', { localSignIn: 'false', singleSignOn: null }],
    ],
  },
  totpEnrolment: {
    valid: ENROLMENT,
    accepted: [],
    refused: [
      ['a missing secret', without(ENROLMENT, 'secret')],
      ['a missing address', without(ENROLMENT, 'uri')],
      ['modules that are not a square', { ...ENROLMENT, qr: { size: 2, modules: [true] } }],
      ['modules as numbers', { ...ENROLMENT, qr: { size: 1, modules: [1] } }],
      ['no code', { ...ENROLMENT, qr: null }],
    ],
  },
  passkeyCreationOptions: {
    valid: CREATION_OPTIONS,
    accepted: [
      ['no passkeys to leave out', without(CREATION_OPTIONS, 'excludeCredentials')],
      ['no preference for the authenticator', without(CREATION_OPTIONS, 'authenticatorSelection')],
    ],
    refused: [
      ['a missing challenge', without(CREATION_OPTIONS, 'challenge')],
      ['an empty challenge', { ...CREATION_OPTIONS, challenge: '' }],
      ['no algorithm', { ...CREATION_OPTIONS, pubKeyCredParams: [] }],
      [
        'an algorithm of another kind of credential',
        { ...CREATION_OPTIONS, pubKeyCredParams: [{ alg: -7, type: 'password' }] },
      ],
      ['a missing user', without(CREATION_OPTIONS, 'user')],
      [
        'a user verification the dialog does not know',
        {
          ...CREATION_OPTIONS,
          authenticatorSelection: { residentKey: 'preferred', userVerification: 'always' },
        },
      ],
    ],
  },
  passkeyRequestOptions: {
    valid: REQUEST_OPTIONS,
    accepted: [
      ['any passkey of the site', without(REQUEST_OPTIONS, 'allowCredentials')],
      ['only the challenge', { challenge: REQUEST_OPTIONS.challenge }],
    ],
    refused: [
      ['a missing challenge', without(REQUEST_OPTIONS, 'challenge')],
      ['a challenge as a number', { ...REQUEST_OPTIONS, challenge: 7 }],
      ['passkeys without their ids', { ...REQUEST_OPTIONS, allowCredentials: [{ type: 'x' }] }],
    ],
  },
  staffPasskeys: {
    valid: { passkeys: [PASSKEY, { ...PASSKEY, id: 4, lastUsedAt: null, backedUp: false }] },
    accepted: [['no passkeys', { passkeys: [] }]],
    refused: [
      ['a passkey without its name', { passkeys: [without(PASSKEY, 'name')] }],
      ['an id as text', { passkeys: [{ ...PASSKEY, id: '3' }] }],
      ['a missing last use', { passkeys: [without(PASSKEY, 'lastUsedAt')] }],
    ],
  },
  passkeysChanged: {
    valid: { user: STAFF_USER, passkeys: [PASSKEY] },
    accepted: [
      ['the last one removed', { user: { ...STAFF_USER, secondFactor: false }, passkeys: [] }],
    ],
    refused: [
      ['a missing user', { passkeys: [PASSKEY] }],
      ['missing passkeys', { user: STAFF_USER }],
      ['backed up as text', { user: STAFF_USER, passkeys: [{ ...PASSKEY, backedUp: 'yes' }] }],
    ],
  },
  totpEnrolled: {
    valid: { user: STAFF_USER, recoveryCodes: ['7hq2-m9xk-a3ce', 'bd4r-0s1t-vwxy'] },
    accepted: [],
    refused: [
      ['a missing user', { recoveryCodes: ['7hq2-m9xk-a3ce'] }],
      ['codes as one text', { user: STAFF_USER, recoveryCodes: '7hq2-m9xk-a3ce' }],
      [
        'a user without secondFactor',
        { user: without(STAFF_USER, 'secondFactor'), recoveryCodes: [] },
      ],
    ],
  },
  mySignIn: {
    valid: MY_SIGN_IN,
    accepted: [
      [
        'no app, no codes, and a session waiting for a code',
        {
          authenticationApp: null,
          recoveryCodesLeft: 0,
          sessions: [
            MY_SESSION,
            { ...MY_SESSION, id: 'b2', current: false, complete: false, browser: null },
          ],
        },
      ],
    ],
    refused: [
      ['sessions that are not a list', { ...MY_SIGN_IN, sessions: MY_SESSION }],
      ['a session without current', { ...MY_SIGN_IN, sessions: [without(MY_SESSION, 'current')] }],
      ['a negative count of codes', { ...MY_SIGN_IN, recoveryCodesLeft: -1 }],
      ['an app without its date', { ...MY_SIGN_IN, authenticationApp: {} }],
    ],
  },
  staffDocuments: {
    valid: { documents: [STAFF_DOCUMENT, RETIRED_DOCUMENT] },
    accepted: [
      ['an empty library', { documents: [] }],
      // Shown under the group's own name rather than failing the whole list.
      [
        'a group added after this build',
        { documents: [{ ...STAFF_DOCUMENT, group: 'ordinances' }] },
      ],
    ],
    refused: [
      ['documents that are not a list', { documents: STAFF_DOCUMENT }],
      ['a document without its versions', { documents: [without(STAFF_DOCUMENT, 'versions')] }],
      ['a missing list', {}],
    ],
  },
  staffDocument: {
    valid: STAFF_DOCUMENT,
    accepted: [
      ['a retired document whose address answers 410', { ...RETIRED_DOCUMENT, replacedBy: null }],
      [
        'a file whose pages could not be counted',
        { ...STAFF_DOCUMENT, currentVersionId: 1, versions: [{ ...FIRST_FILE, pages: null }] },
      ],
    ],
    refused: [
      ['a title missing its Spanish', { ...STAFF_DOCUMENT, title: { en: 'Civil' } }],
      ['no versions', { ...STAFF_DOCUMENT, versions: [] }],
      ['a current version it does not have', { ...STAFF_DOCUMENT, currentVersionId: 9 }],
      ['a missing retiredAt', without(STAFF_DOCUMENT, 'retiredAt')],
      ['a slug a URL path must not take', { ...STAFF_DOCUMENT, slug: '../secret' }],
      [
        'a download on another site',
        {
          ...STAFF_DOCUMENT,
          currentVersionId: 1,
          versions: [{ ...FIRST_FILE, fileUrl: '//evil.example/file.pdf' }],
        },
      ],
      [
        'a size as text',
        { ...STAFF_DOCUMENT, currentVersionId: 1, versions: [{ ...FIRST_FILE, size: '48213' }] },
      ],
      [
        'a missing uploadedBy',
        { ...STAFF_DOCUMENT, currentVersionId: 1, versions: [without(FIRST_FILE, 'uploadedBy')] },
      ],
    ],
  },
  otherSessionsEnded: {
    valid: { ended: 2 },
    accepted: [['none to end', { ended: 0 }]],
    refused: [
      ['a count as text', { ended: '2' }],
      ['no count', {}],
    ],
  },
};

const NAMES = Object.keys(CASES) as ApiResponseName[];

/** The answer with a key the schema does not know: on the answer, or on each of its items. */
function withUnknownKey(value: unknown): unknown {
  const extra = { addedLater: 'a field a newer API sends' };
  return Array.isArray(value)
    ? value.map((item: object) => ({ ...item, ...extra }))
    : { ...(value as object), ...extra };
}

describe.each(NAMES)('isApiResponse(%s)', (name) => {
  const { valid, accepted, refused } = CASES[name];

  it('accepts a real answer, and one with a key it does not know', () => {
    expect(isApiResponse(name, valid)).toBe(true);
    expect(isApiResponse(name, withUnknownKey(valid))).toBe(true);
  });

  it('refuses null, nothing, and an object for a list or a list for an object', () => {
    expect(isApiResponse(name, null)).toBe(false);
    expect(isApiResponse(name, undefined)).toBe(false);
    expect(isApiResponse(name, 'ok')).toBe(false);
    expect(isApiResponse(name, Array.isArray(valid) ? { ...valid } : [valid])).toBe(false);
  });

  if (accepted.length > 0) {
    it.each(accepted)('accepts %s', (_description, value) => {
      expect(isApiResponse(name, value)).toBe(true);
    });
  }

  it.each(refused)('refuses %s', (_description, value) => {
    expect(isApiResponse(name, value)).toBe(false);
  });
});

it('checks without converting: a number written as text stays refused, the answer untouched', () => {
  const answer = { ...STAFF_POSTING, id: '7' };
  expect(isApiResponse('staffCareerPosting', answer)).toBe(false);
  expect(answer.id).toBe('7');
});
