import { boolean, mixed, object, string, type InferType } from 'yup';
// The contract's core by name, so the shared module is reused rather than bundled twice.
import {
  CARRIERS,
  CASE_NUMBER_PATTERN,
  LANGUAGES,
  NOTICE_CHANNELS,
  REMIND_BY_CHOICES,
  REMINDER_CODE_LENGTH,
  caseNumberKey,
  type CourtDateReminderOptions,
  type Language,
  type NoticeChannel,
  type RemindBy,
} from '@court/contract';
import { optionalPhone, trimmedText } from './text';

const wantsText = (remindBy: unknown) => remindBy === 'text' || remindBy === 'both';
const wantsEmail = (remindBy: unknown) => remindBy === 'email' || remindBy === 'both';

/**
 * The court-date reminder sign-up. The case number may be typed with spaces or dashes and in
 * lower case ("2026 trd 01234"); it is kept as the court stores it (2026TRD01234). The cellphone
 * and the consent to texts are needed only for texts, the e-mail only for e-mail. Whether the
 * carrier is needed depends on how the court sends texts, which the API checks after this.
 */
export const courtDateReminderSchema = object({
  caseNumber: trimmedText('caseNumber.format')
    .transform((value: unknown) => (typeof value === 'string' ? caseNumberKey(value) : value))
    .required('caseNumber.required')
    .matches(CASE_NUMBER_PATTERN, 'caseNumber.format'),
  lastName: trimmedText('reminders.lastName.required')
    .required('reminders.lastName.required')
    .max(120, 'text.tooLong'),
  remindBy: mixed<RemindBy | ''>()
    .oneOf([...REMIND_BY_CHOICES, ''], 'reminders.remindBy.required')
    .test('chosen', 'reminders.remindBy.required', (value) => value !== '' && value !== undefined)
    .defined('reminders.remindBy.required'),
  cellphone: optionalPhone('reminders.cellphone.format').when('remindBy', {
    is: wantsText,
    then: (field) => field.required('reminders.cellphone.required'),
  }),
  carrier: trimmedText('jurorSignup.carrier.choice')
    .default('')
    .oneOf(['', ...CARRIERS], 'jurorSignup.carrier.choice'),
  email: trimmedText('email.format')
    .transform((value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value))
    .max(254, 'email.tooLong')
    .email('email.format')
    .default('')
    .when('remindBy', {
      is: wantsEmail,
      then: (field) => field.required('email.required'),
    }),
  reminderLanguage: mixed<Language>()
    .oneOf([...LANGUAGES], 'reminders.language.required')
    .defined('reminders.language.required'),
  textConsent: boolean()
    .strict()
    .typeError('reminders.textConsent.required')
    .default(false)
    .when('remindBy', {
      is: wantsText,
      then: (field) => field.oneOf([true], 'reminders.textConsent.required'),
    }),
});

export type CourtDateReminderRequest = InferType<typeof courtDateReminderSchema>;

/** Text as sent, for a value the API looks up rather than checks; anything else is ''. */
function textAsSent() {
  return string()
    .transform((_cast: unknown, original: unknown) =>
      typeof original === 'string' ? original : '',
    )
    .default('');
}

const REMINDER_CODE_PATTERN = new RegExp(`^\\d{${REMINDER_CODE_LENGTH}}$`);

/**
 * POST court-dates/signups/confirm and .../resend: the sign-up (its reference and the token its
 * browser was given), the channel, and to confirm, the code typed, its spaces dropped. The API
 * reads them in turn, as which is refused first depends on the sign-up: one the token does not
 * prove is unknown (404) whatever else was sent, and a channel confirmed already takes any code.
 */
export const reminderCodeRequestSchema = object({
  reference: textAsSent(),
  signupToken: textAsSent(),
  channel: mixed<NoticeChannel>()
    .oneOf(NOTICE_CHANNELS, 'reminders.signup.unknown')
    .required('reminders.signup.unknown'),
  code: string()
    .transform((_cast: unknown, original: unknown) =>
      typeof original === 'string' ? original.replace(/\s+/g, '') : '',
    )
    .default('')
    .matches(REMINDER_CODE_PATTERN, 'reminders.code.format'),
});

export const COURT_DATE_REMINDER_FIELDS = [
  'caseNumber',
  'lastName',
  'remindBy',
  'cellphone',
  'carrier',
  'email',
  'reminderLanguage',
  'textConsent',
] as const satisfies readonly (keyof CourtDateReminderRequest)[];

/** How the court sends texts, as GET court-dates/options says. */
export type TextsMode = CourtDateReminderOptions['texts'];

/** The questions that depend on the way of being reminded, and whether each is asked. */
export interface ShownQuestions {
  remindBy: boolean;
  cellphone: boolean;
  carrier: boolean;
  textConsent: boolean;
  email: boolean;
}

/** The way of being reminded that counts: e-mail whatever was chosen while the court sends no texts. */
function remindByOf(answers: Pick<CourtDateReminderRequest, 'remindBy'>, texts: TextsMode) {
  return texts === 'off' ? 'email' : answers.remindBy;
}

/** Which questions the visitor is asked, from their way of being reminded and the court's texts. */
export function shownQuestions(
  answers: Pick<CourtDateReminderRequest, 'remindBy'>,
  texts: TextsMode,
): ShownQuestions {
  const remindBy = remindByOf(answers, texts);
  return {
    remindBy: texts !== 'off',
    cellphone: wantsText(remindBy),
    carrier: wantsText(remindBy) && texts === 'carrier',
    textConsent: wantsText(remindBy),
    email: wantsEmail(remindBy),
  };
}

/**
 * The answers to check and send: a question not asked is sent empty, so what was typed there
 * before the visitor changed their mind neither blocks the sign-up nor reaches the court. The
 * page keeps it, in case they change their mind back; a form sent without the page's script,
 * which shows every question, is read the same way.
 */
export function answersAsShown<T extends CourtDateReminderRequest>(
  answers: T,
  texts: TextsMode,
): T {
  const shown = shownQuestions(answers, texts);
  return {
    ...answers,
    remindBy: remindByOf(answers, texts),
    cellphone: shown.cellphone ? answers.cellphone : '',
    carrier: shown.carrier ? answers.carrier : '',
    textConsent: shown.textConsent ? answers.textConsent : false,
    email: shown.email ? answers.email : '',
  };
}
