import { toUsDate } from './court-time';

/**
 * The juror notification sign-up: its fields, the eight rules the
 * original page checked before sending, and the copies it sent with them. The browser and the
 * API run these same functions.
 */

/** The fields a visitor fills in, named as the original client names them. */
export const JUROR_SIGNUP_FIELDS = [
  'lnameInput',
  'serveDateInput',
  'jurorNo',
  'cellphone',
  'carrier',
  'email',
  'agree',
] as const;
export type JurorSignupField = (typeof JUROR_SIGNUP_FIELDS)[number];

/** The answers as typed: texts (a date input's YYYY-MM-DD for the date) and the terms box. */
export interface JurorSignupAnswers {
  lnameInput: string;
  /** YYYY-MM-DD, as a date input gives it. */
  serveDateInput: string;
  jurorNo: string;
  cellphone: string;
  carrier: string;
  email: string;
  agree: boolean;
}

/** What is posted to juror/notifications: the answers plus the copies the original client adds. */
export interface JurorSignupRequest extends JurorSignupAnswers {
  /** The last name upper-cased. */
  lname: string;
  /** The first date of service as MM/DD/YYYY. */
  serveDate: string;
}

/** One broken rule: the field whose message shows it, and the message's catalog code. */
export interface JurorSignupProblem {
  field: JurorSignupField;
  code: string;
}

/** POST juror/notifications answers { success: true }, or { error } with a 4xx status. */
export type JurorSignupResponse =
  { success: true } | { error: string; errors?: Record<string, string> };

/** Ten digits, nothing else: the label asks for no dashes or spaces. */
export const JUROR_CELLPHONE_PATTERN = /^\d{10}$/;

/**
 * A standard e-mail address: the local part HTML's e-mail input accepts, then a domain of
 * letters, digits and hyphens with at least one dot, since notices go out over the internet.
 */
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** True for an e-mail address notices can be sent to (spaces around it are ignored). */
export function isJurorEmail(email: string): boolean {
  const trimmed = email.trim();
  return trimmed.length <= 254 && EMAIL_PATTERN.test(trimmed);
}

/**
 * The original page's eight sign-up rules, every broken one, in the order it checked them:
 *  1. the terms are accepted (agree);
 *  2. an invalid e-mail needs a cellphone and carrier (email);
 *  3. a cellphone, when given, is ten digits (cellphone);
 *  4. a cellphone and a carrier come together: the message goes under the one left blank
 *     (carrier when only the cellphone is given, cellphone when only the carrier is);
 *  5. with a valid e-mail, such a half-given pair gets a further message (carrier), so the
 *     carrier may carry two messages;
 *  6. the last name (lnameInput), 7. the juror number (jurorNo) and 8. the first date of
 *     service (serveDateInput) are filled in; rule 8 keeps the original's wording, which names
 *     the last name.
 */
export function checkJurorSignup(answers: JurorSignupAnswers): JurorSignupProblem[] {
  const problems: JurorSignupProblem[] = [];
  const report = (field: JurorSignupField, code: string) => problems.push({ field, code });
  const cellphone = answers.cellphone.trim();
  const carrier = answers.carrier.trim();
  const hasValidEmail = isJurorEmail(answers.email);

  if (answers.agree !== true) report('agree', 'jurorSignup.agree.required');
  if (!hasValidEmail && cellphone === '' && carrier === '') {
    report('email', 'jurorSignup.email.required');
  }
  if (cellphone !== '' && !JUROR_CELLPHONE_PATTERN.test(cellphone)) {
    report('cellphone', 'jurorSignup.cellphone.format');
  }
  if ((cellphone === '') !== (carrier === '')) {
    report(cellphone === '' ? 'cellphone' : 'carrier', 'jurorSignup.cellphoneCarrier.both');
    if (hasValidEmail) report('carrier', 'jurorSignup.cellphoneCarrier.notRequired');
  }
  if (answers.lnameInput.trim() === '') report('lnameInput', 'jurorSignup.lname.required');
  if (answers.jurorNo.trim() === '') report('jurorNo', 'jurorSignup.jurorNo.required');
  if (answers.serveDateInput.trim() === '') {
    report('serveDateInput', 'jurorSignup.serveDate.required');
  }
  return problems;
}

/**
 * The request the page posts: the answers as typed, plus
 * the last name upper-cased into lname and the date as MM/DD/YYYY into serveDate; the e-mail
 * is lower-cased.
 */
export function prepareJurorSignup(answers: JurorSignupAnswers): JurorSignupRequest {
  return {
    ...answers,
    lname: answers.lnameInput.trim().toUpperCase(),
    email: answers.email.trim().toLowerCase(),
    serveDate: toUsDate(answers.serveDateInput.trim()),
  };
}
