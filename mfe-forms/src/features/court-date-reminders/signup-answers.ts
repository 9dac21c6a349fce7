import type {
  CourtDateReminderOptions,
  FieldErrors,
  HONEYPOT_FIELD,
  Language,
  RemindBy,
} from '@court/contract';
import { courtDateReminderSchema, type CourtDateReminderRequest } from '@court/contract/schemas';
import { validateWithSchema } from '@court/kit/forms';
import { emptyCourtForm } from '../../shared/empty-answers';

/** The sign-up's answers as the page holds them: the contract's fields plus the robot trap. */
export type SignupAnswers = CourtDateReminderRequest & { [HONEYPOT_FIELD]: string };

/** How the court sends texts, as GET court-dates/options says. */
export type TextsMode = CourtDateReminderOptions['texts'];

/** Until the court says otherwise, texts are offered with the carrier asked for. */
export const DEFAULT_TEXTS_MODE: TextsMode = 'carrier';

/** The questions that depend on the way of being reminded, and whether each is asked. */
export interface ShownQuestions {
  remindBy: boolean;
  cellphone: boolean;
  carrier: boolean;
  textConsent: boolean;
  email: boolean;
}

/** The empty sign-up; reminders come in the page's language unless the visitor says otherwise. */
export function emptySignup(language: Language): SignupAnswers {
  return { ...emptyCourtForm(courtDateReminderSchema), remindBy: '', reminderLanguage: language };
}

/** The way of being reminded that counts: e-mail whatever was chosen while the court sends no texts. */
function remindByOf(answers: SignupAnswers, texts: TextsMode): RemindBy | '' {
  return texts === 'off' ? 'email' : answers.remindBy;
}

/** Which questions the visitor is asked, from their way of being reminded and the court's texts. */
export function shownQuestions(answers: SignupAnswers, texts: TextsMode): ShownQuestions {
  const remindBy = remindByOf(answers, texts);
  const wantsText = remindBy === 'text' || remindBy === 'both';
  return {
    remindBy: texts !== 'off',
    cellphone: wantsText,
    carrier: wantsText && texts === 'carrier',
    textConsent: wantsText,
    email: remindBy === 'email' || remindBy === 'both',
  };
}

/**
 * The answers to check and send: a question not asked is sent empty, so what was typed there
 * before the visitor changed their mind neither blocks the sign-up nor reaches the court. The
 * page keeps it, in case they change their mind back.
 */
export function answersAsShown(answers: SignupAnswers, texts: TextsMode): SignupAnswers {
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

/**
 * The contract's checks on the answers asked, and the carrier where the court needs it to send
 * texts (the schema leaves that to the API, which knows how texts go).
 */
export async function checkSignup(answers: SignupAnswers, texts: TextsMode): Promise<FieldErrors> {
  const asked = answersAsShown(answers, texts);
  const errors = await validateWithSchema(courtDateReminderSchema, asked);
  if (shownQuestions(answers, texts).carrier && !asked.carrier && !errors.carrier) {
    errors.carrier = 'reminders.carrier.required';
  }
  return errors;
}
