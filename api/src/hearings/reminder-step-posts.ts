import {
  FORM_PAGE_DATA,
  REMINDER_STEP_ACTIONS,
  REMINDER_CODE_RESENT,
  type FormPostState,
  type FormSentState,
} from '@court/contract';
import { ClientError, InvalidInputError } from '../platform/errors';
import { apiMessage } from '../platform/messages';
import { redirectToConfirmation, type OtherFormPost } from '../forms';
import { reminderSignupToken } from './reminder-codes';
import {
  confirmReminderContact,
  reminderSignupAnswers,
  reminderSignupState,
  resendReminderCode,
} from './reminder-signup-service';
import { findReminderSignupByReference } from './reminder-repository';

/**
 * What a code form posts besides its action: the sign-up and the channel, and the code typed
 * (its field is named after the channel, as two code forms can share the page).
 */
function codeRequest(fields: URLSearchParams) {
  const channel = fields.get('channel') ?? '';
  return {
    reference: fields.get('reference') ?? '',
    signupToken: fields.get('signupToken') ?? '',
    channel,
    code: fields.get(`${channel}Code`) ?? '',
  };
}

/** The sign-up as the confirm step shows it: read afresh, with the token it was given. */
async function sentState(post: OtherFormPost, reference: string): Promise<FormSentState> {
  const signup = await findReminderSignupByReference(post.deps.db, reference);
  if (!signup) return {};
  const state = await reminderSignupState(post.deps, signup);
  const signupToken = reminderSignupToken(post.deps.config.signingSecret, reference);
  return { reference, details: { ...state, signupToken } };
}

/**
 * A code form of the sign-up page sent without the script: the same confirm or new code as the
 * page's script asks the API for. A confirmed code leads to the sign-up's confirmation address
 * (so a reload confirms nothing twice); a new code, or a code refused, brings the step back with
 * the message under the code's field. A sign-up the token does not prove is not shown.
 */
async function answerCodePost(post: OtherFormPost, action: 'confirm' | 'resend'): Promise<void> {
  const request = codeRequest(post.fields);
  const codeField = `${request.channel}Code`;
  try {
    const ask = action === 'confirm' ? confirmReminderContact : resendReminderCode;
    await ask(post.deps, request);
  } catch (error) {
    if (!(error instanceof ClientError)) throw error;
    const code = error instanceof InvalidInputError ? Object.values(error.errors)[0] : error.code;
    const message = apiMessage(code ?? error.code, post.language);
    // Only a sign-up the token proved gets this far with a message about its code.
    const known = error instanceof InvalidInputError || error.status === 429;
    const refused: FormPostState = known
      ? { values: {}, errors: { [codeField]: message } }
      : { values: {}, errors: {}, error: message };
    await post.sendPage(
      {
        ...(known && { [FORM_PAGE_DATA.sent]: await sentState(post, request.reference) }),
        [FORM_PAGE_DATA.post]: refused,
      },
      error.status,
    );
    return;
  }
  if (action === 'resend') {
    await post.sendPage(
      {
        [FORM_PAGE_DATA.sent]: await sentState(post, request.reference),
        [REMINDER_CODE_RESENT]: request.channel,
      },
      200,
    );
    return;
  }
  const secret = post.deps.config.proofOfWorkSecret;
  redirectToConfirmation(
    post.ctx,
    secret,
    'court-date-reminders',
    request.reference,
    post.language,
  );
}

/**
 * "Change your answers" sent without the script: the sign-up form again, filled with the answers
 * the sign-up was made with, as the page's script shows it. Sending it makes a new sign-up, whose
 * codes go to the numbers and addresses as corrected.
 */
async function answerChangePost(post: OtherFormPost): Promise<void> {
  const request = {
    reference: post.fields.get('reference'),
    signupToken: post.fields.get('signupToken'),
  };
  try {
    const values = await reminderSignupAnswers(post.deps, request);
    await post.sendPage({ [FORM_PAGE_DATA.post]: { values, errors: {} } }, 200);
  } catch (error) {
    if (!(error instanceof ClientError)) throw error;
    const refused: FormPostState = {
      values: {},
      errors: {},
      error: apiMessage(error.code, post.language),
    };
    await post.sendPage({ [FORM_PAGE_DATA.post]: refused }, error.status);
  }
}

/** The confirm step's forms, by the action each posts. */
export const REMINDER_STEP_FORMS: Record<string, (post: OtherFormPost) => Promise<void>> = {
  [REMINDER_STEP_ACTIONS.confirm]: (post) => answerCodePost(post, 'confirm'),
  [REMINDER_STEP_ACTIONS.resend]: (post) => answerCodePost(post, 'resend'),
  [REMINDER_STEP_ACTIONS.change]: answerChangePost,
};
