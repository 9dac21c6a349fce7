import { boolean, mixed, object, ValidationError } from 'yup';
// The contract's core by name, so the shared module is reused rather than bundled twice.
import {
  CARRIERS,
  JUROR_SIGNUP_FIELDS,
  addCalendarDays,
  checkJurorSignup,
  isCalendarDate,
  isJurorEmail,
  isRecord,
  prepareJurorSignup,
  type JurorSignupAnswers,
  type JurorSignupProblem,
  type JurorSignupRequest,
} from '@court/contract';
import { trimmedText } from './text';

/** A first date of service may be up to a week back (a service week already begun)... */
export const JUROR_SERVE_DATE_DAYS_BACK = 7;
/** ...and up to a year ahead (a summons comes weeks before). */
export const JUROR_SERVE_DATE_DAYS_AHEAD = 366;

/** Juror numbers are printed on the summons as digits. */
const JUROR_NUMBER_PATTERN = /^\d{0,12}$/;

/**
 * What the eight rules cannot see: each field's type, length and format on its own. A value of
 * the wrong type fails with its field's message, never with an exception.
 */
function fieldShape(today: string) {
  const earliest = addCalendarDays(today, -JUROR_SERVE_DATE_DAYS_BACK);
  const latest = addCalendarDays(today, JUROR_SERVE_DATE_DAYS_AHEAD);
  return object({
    lnameInput: trimmedText('jurorSignup.lname.required').default('').max(120, 'text.tooLong'),
    serveDateInput: trimmedText('date.format')
      .default('')
      .test('calendar-date', 'date.format', (value) => !value || isCalendarDate(value))
      .test(
        'service-window',
        'jurorSignup.serveDate.range',
        (value) => !value || !isCalendarDate(value) || (value >= earliest && value <= latest),
      ),
    jurorNo: trimmedText('jurorSignup.jurorNo.format')
      .default('')
      .matches(JUROR_NUMBER_PATTERN, 'jurorSignup.jurorNo.format'),
    cellphone: trimmedText('jurorSignup.cellphone.format').default(''),
    carrier: trimmedText('jurorSignup.carrier.choice')
      .default('')
      .oneOf(['', ...CARRIERS], 'jurorSignup.carrier.choice'),
    email: trimmedText('jurorSignup.email.format').default('').max(254, 'email.tooLong'),
    // Rule 1 reads it: only JSON true ticks the box.
    agree: mixed(),
  });
}

/** The sign-up page's fields, as its HTML form posts them: the terms' box ticked or not. */
export function jurorSignupFields(today: string) {
  return fieldShape(today).shape({ agree: boolean().default(false) });
}

/** A field as the rules read it: typed text, or a number a script sent; anything else blank. */
function answerText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

function answersOf(input: Record<string, unknown>): JurorSignupAnswers {
  return {
    lnameInput: answerText(input.lnameInput),
    serveDateInput: answerText(input.serveDateInput),
    jurorNo: answerText(input.jurorNo),
    cellphone: answerText(input.cellphone),
    carrier: answerText(input.carrier),
    email: answerText(input.email),
    agree: input.agree === true,
  };
}

function fieldProblems(input: Record<string, unknown>, today: string): JurorSignupProblem[] {
  try {
    fieldShape(today).validateSync(input, { abortEarly: false, stripUnknown: true });
    return [];
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    return (error.inner.length > 0 ? error.inner : [error]).flatMap((failure) => {
      const field = JUROR_SIGNUP_FIELDS.find((name) => name === failure.path);
      return field ? [{ field, code: failure.message }] : [];
    });
  }
}

/**
 * Every problem of a sign-up, in the order to report them: the eight sign-up rules
 * (checkJurorSignup), then a typed e-mail that is not valid (the rules accept it when a
 * cellphone and carrier are given, but no notice could reach it), then each field's type,
 * length and format. `today` is the court's date (YYYY-MM-DD). A field may carry several
 * problems: the carrier can break rules 4 and 5 together.
 */
export function findJurorSignupProblems(input: unknown, today: string): JurorSignupProblem[] {
  const record = isRecord(input) ? input : {};
  const answers = answersOf(record);
  const problems = checkJurorSignup(answers);
  const add = (problem: JurorSignupProblem) => {
    const known = problems.some(
      (item) => item.field === problem.field && item.code === problem.code,
    );
    if (!known) problems.push(problem);
  };
  const emailTyped = answers.email.trim() !== '';
  if (emailTyped && !isJurorEmail(answers.email) && !problems.some((p) => p.field === 'email')) {
    add({ field: 'email', code: 'jurorSignup.email.format' });
  }
  fieldProblems(record, today).forEach(add);
  return problems;
}

/**
 * The sign-up as the API runs it in the form pipeline: `validate` resolves the request to keep
 * (trimmed, with lname and serveDate made from the answers, the e-mail lower-cased) or rejects
 * with a yup ValidationError whose inner errors carry each problem's field and code, in the
 * order findJurorSignupProblems gives them.
 */
export function jurorSignupSchema(today: string) {
  return {
    validate(input: unknown): Promise<JurorSignupRequest> {
      const problems = findJurorSignupProblems(input, today);
      if (problems.length > 0) {
        const inner = problems.map(
          (problem) => new ValidationError(problem.code, undefined, problem.field),
        );
        return Promise.reject(new ValidationError(inner, input));
      }
      const fields = fieldShape(today).cast(input, { stripUnknown: true });
      return Promise.resolve(prepareJurorSignup({ ...fields, agree: true }));
    },
  };
}
