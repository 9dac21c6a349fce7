import type { FieldErrors, HONEYPOT_FIELD, Language } from '@court/contract';
import {
  answersAsShown,
  courtDateReminderSchema,
  shownQuestions,
  type CourtDateReminderRequest,
  type TextsMode,
} from '@court/contract/schemas';
import { validateWithSchema } from '@court/kit/forms';
import { emptyCourtForm } from '../../shared/empty-answers';

/** The sign-up's answers as the page holds them: the contract's fields plus the robot trap. */
export type SignupAnswers = CourtDateReminderRequest & { [HONEYPOT_FIELD]: string };

/** Until the court says otherwise, texts are offered with the carrier asked for. */
export const DEFAULT_TEXTS_MODE: TextsMode = 'carrier';

/** The empty sign-up; reminders come in the page's language unless the visitor says otherwise. */
export function emptySignup(language: Language): SignupAnswers {
  return { ...emptyCourtForm(courtDateReminderSchema), remindBy: '', reminderLanguage: language };
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
