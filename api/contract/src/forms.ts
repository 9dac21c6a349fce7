/**
 * What the public forms and the API agree on outside the forms' own fields: which forms there
 * are, how their references read, and the extra fields and headers every submission carries.
 */

/** The public forms whose submissions reach the staff inbox. */
export const INBOX_FORMS = [
  'driving-privileges',
  'zoom-hearing',
  'interpreter',
  'contact-us',
] as const;
export type InboxForm = (typeof INBOX_FORMS)[number];

/** Every form the submission pipeline takes: the inbox forms and the juror sign-up. */
export type PublicForm = InboxForm | 'juror-notifications' | 'court-date-reminders';

/** First letters of each form's reference, as in DP-2026-000123. */
export const REFERENCE_PREFIXES: Record<PublicForm, string> = {
  'driving-privileges': 'DP',
  'zoom-hearing': 'ZH',
  interpreter: 'IR',
  'contact-us': 'CM',
  'juror-notifications': 'JN',
  'court-date-reminders': 'CD',
};

/**
 * Each public form's page, by its path without the language prefix. The page's HTML form posts
 * to its own address, so a browser without the page's script sends it there.
 */
export const FORM_PAGE_PATHS: Record<PublicForm, string> = {
  'driving-privileges': 'driving-privileges',
  'zoom-hearing': 'zoom-hearing',
  interpreter: 'interpreter',
  'contact-us': 'contact-us',
  'juror-notifications': 'juror-notification-signup',
  'court-date-reminders': 'court-date-reminders',
};

/**
 * The hidden field of a form sent without the page's script: the server's signed one-use token,
 * which stands in for the proof of work such a browser cannot solve.
 */
export const FORM_TOKEN_FIELD = 'formToken';

/**
 * What a form page holds where its token goes, in the HTML and in its page data; the server puts
 * a fresh token in its place in every copy of the page it sends.
 */
export const FORM_TOKEN_PLACEHOLDER = 'court-form-token-to-fill';

/**
 * The name of a submit button that changes the form rather than sending it (add or remove a
 * location): its value says what to do, and the page comes back changed with nothing sent.
 */
export const FORM_ACTION_FIELD = 'formAction';

/** The address query of the page a form sent without the script leads to: its signed receipt. */
export const FORM_RECEIPT_PARAMETER = 'sent';

/** Page data keys (beside the API paths) of what a form's page is rendered with. */
export const FORM_PAGE_DATA = {
  /** The page's one-use token. */
  token: 'form-token',
  /** What a post without the script came to: the answers and the messages. */
  post: 'form-post',
  /** The receipt of a form sent without the script: its reference. */
  sent: 'form-sent',
} as const;

/**
 * A form sent without the script and refused: the answers as typed (a Social Security number is
 * never written back), the messages by field, and the message about the whole form.
 */
export interface FormPostState {
  values: Record<string, unknown>;
  errors: Record<string, string>;
  error?: string;
}

/**
 * A form sent without the script and accepted: the reference when it was stored, and what the
 * form adds to an accepted answer (a reminder sign-up's codes to confirm).
 */
export interface FormSentState {
  reference?: string;
  details?: Record<string, unknown>;
}

/** A server-made reference: prefix, year, six-digit number of that form and year. */
export const REFERENCE_PATTERN = /^[A-Z]{2}-\d{4}-\d{6,}$/;

/** The hidden field people never fill in; a bot that fills it is answered but nothing is kept. */
export const HONEYPOT_FIELD = 'website';

/** The body field that carries the solved proof-of-work challenge (ALTCHA's field name). */
export const PROOF_OF_WORK_FIELD = 'altcha';

/** Header of one attempt to submit one form: a resend with the same key is not stored twice. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Idempotency keys are opaque to the API but bounded: letters, digits, '-' and '_'. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

/** A proof-of-work challenge as GET captcha/challenge answers it; the browser solves it. */
export interface ProofOfWorkChallenge {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength: number;
    keyPrefix: string;
    keySignature?: string;
    expiresAt?: number;
  };
  signature?: string;
}

/** GET recaptcha?token=: whether a solved challenge would be accepted now. */
export interface ProofOfWorkCheckResponse {
  success: boolean;
}

/** GET forms/zoom-hearing/earliest-date: the first hearing date that can still be registered. */
export interface EarliestHearingDateResponse {
  earliestDate: string;
}

/** Status of a submission in the staff inbox. */
export const SUBMISSION_STATUSES = ['new', 'processed'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** One line of the staff inbox. */
export interface SubmissionSummary {
  id: number;
  form: InboxForm;
  reference: string;
  name: string;
  caseNumber: string | null;
  receivedAt: string;
  status: SubmissionStatus;
}

/** GET staff/forms/submissions?form=&status=&from=&to=&q=&page=&pageSize= */
export interface SubmissionPage {
  submissions: SubmissionSummary[];
  page: number;
  pageSize: number;
  total: number;
}

/**
 * One answer of a submission as staff read it, under the form's field name. Nested answers
 * (a place of the driving-privileges form) use dotted names: "locations.0.name".
 */
export interface SubmissionField {
  name: string;
  value: string;
}

/** GET staff/forms/submissions/:id. The SSN, if the form has one, is masked: ***-**-1234. */
export interface SubmissionDetail extends SubmissionSummary {
  email: string | null;
  language: string;
  processedAt: string | null;
  processedBy: string | null;
  fields: SubmissionField[];
  /** The form holds a number revealed only on request (POST .../reveal-ssn), which is audited. */
  hasProtectedNumber: boolean;
}

/** POST staff/forms/submissions/:id/reveal-ssn. */
export interface RevealedSsnResponse {
  ssn: string;
}
