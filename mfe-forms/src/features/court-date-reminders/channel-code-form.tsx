import { use, useEffect, useState, type MouseEvent } from 'react';
import {
  COURT_DATE_REMINDERS_PAGE,
  FORM_ACTION_FIELD,
  REMINDER_STEP_ACTIONS,
  REMINDER_CODE_LENGTH,
  REMINDER_CODE_RESENT,
  REMINDER_CONFIRM_PATH,
  REMINDER_RESEND_PATH,
  localizedPath,
  type FieldErrors,
  type NoticeChannel,
  type ReminderChannelState,
  type ReminderSignupState,
} from '@court/contract';
import { checkedApiRequest, PageDataContext, useLanguage, useTranslation } from '@court/kit';
import {
  CourtForm,
  SubmitButton,
  TextField,
  useFieldMessage,
  useFormController,
  usePostedForm,
} from '@court/kit/forms';
import { NAMESPACE } from './namespace';

/** What the confirm and resend requests carry to prove this browser made the sign-up. */
export interface SignupKey {
  reference: string;
  signupToken: string;
}

/** The code as the form holds it, under a name of the channel's own (two forms share the page). */
type CodeAnswers = Record<string, string>;

/** The API names its message about the code "code". */
const API_CODE_FIELD = 'code';
const CODE_PATTERN = new RegExp(`^\\d{${REMINDER_CODE_LENGTH}}$`);

/** A code as typed, without the spaces people put in the middle or paste around it. */
function typedCode(answers: CodeAnswers, fieldName: string): string {
  return (answers[fieldName] ?? '').replace(/\s+/g, '');
}

/** The API's messages by field, the one about the code put under this form's code field. */
function placeCodeError(errors: FieldErrors, fieldName: string): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      field === API_CODE_FIELD ? fieldName : field,
      message,
    ]),
  );
}

type Resend =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

export interface ChannelCodeFormProps {
  signupKey: SignupKey;
  channel: ReminderChannelState;
  /** The sign-up as the API's answer to this form's code or new code tells it. */
  onAnswer: (state: ReminderSignupState, channel: NoticeChannel) => void;
  /** Told whenever the form starts or stops showing errors, for the page's title. */
  onErrorChange: (channel: NoticeChannel, hasError: boolean) => void;
}

/**
 * The code sent to one phone or address: a field for it with Confirm, and a button that asks
 * for a new code. A refused code is shown as the kit's forms show any error: the summary takes
 * focus and links to the field, which carries the message.
 */
export function ChannelCodeForm({
  signupKey,
  channel,
  onAnswer,
  onErrorChange,
}: ChannelCodeFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const fieldMessage = useFieldMessage();
  const fieldName = `${channel.channel}Code`;
  const headingId = `reminders-${channel.channel}-heading`;
  const language = useLanguage();
  const [initialValues] = useState<CodeAnswers>(() => ({ [fieldName]: '' }));
  // What a code form sent without the script came back with: its message, or a new code sent.
  const { post } = usePostedForm();
  const postedError = post?.errors[fieldName];
  const resentTo = use(PageDataContext)?.responses.get(REMINDER_CODE_RESENT);
  const [resend, setResend] = useState<Resend>(() =>
    resentTo === channel.channel ? { kind: 'sent' } : { kind: 'idle' },
  );
  const controller = useFormController<CodeAnswers>({
    initialValues,
    initialErrors: postedError === undefined ? undefined : { errors: { [fieldName]: postedError } },
    linksEveryField: true,
    validate: (answers) =>
      CODE_PATTERN.test(typedCode(answers, fieldName))
        ? {}
        : { [fieldName]: 'reminders.code.format' },
    send: async (answers) => {
      setResend({ kind: 'idle' });
      const result = await checkedApiRequest('POST', REMINDER_CONFIRM_PATH, 'reminderSignupState', {
        ...signupKey,
        channel: channel.channel,
        code: typedCode(answers, fieldName),
      });
      if (result.ok)
        return { kind: 'accepted', after: () => onAnswer(result.data, channel.channel) };
      return {
        kind: 'refused',
        errors: placeCodeError(result.errors, fieldName),
        error: result.error,
      };
    },
    resetOnAccepted: true,
    confirmsSuccess: false,
  });
  // Without the script the form posts to the sign-up page, proved by the sign-up's token.
  const form = {
    ...controller,
    context: { ...controller.context, postsWithoutScript: true },
    postsWithoutScript: { action: localizedPath(COURT_DATE_REMINDERS_PAGE, language) },
  };
  const { hasError } = form;

  useEffect(() => {
    onErrorChange(channel.channel, hasError);
    return () => onErrorChange(channel.channel, false);
  }, [channel.channel, hasError, onErrorChange]);

  async function sendNewCode() {
    setResend({ kind: 'sending' });
    const result = await checkedApiRequest('POST', REMINDER_RESEND_PATH, 'reminderSignupState', {
      ...signupKey,
      channel: channel.channel,
    });
    if (result.ok) {
      onAnswer(result.data, channel.channel);
      setResend({ kind: 'sent' });
    } else {
      // The API's words about the code (too many asked for) say more than its general refusal.
      const message = result.errors[API_CODE_FIELD] ?? result.error;
      setResend({
        kind: 'failed',
        message: fieldMessage(message),
      });
    }
  }

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{t(`confirm.channel.${channel.channel}`)}</h3>
      <CourtForm form={form} successMessage="" labelledBy={headingId}>
        <TextField
          name={fieldName}
          label={t('confirm.code', { destination: channel.destination })}
          hint={t(`confirm.codeHint.${channel.channel}`)}
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern={`[0-9]{${REMINDER_CODE_LENGTH}}`}
          spellCheck={false}
          inputClassName="usa-input--md"
        />
        <input type="hidden" name="reference" value={signupKey.reference} />
        <input type="hidden" name="signupToken" value={signupKey.signupToken} />
        <input type="hidden" name="channel" value={channel.channel} />
        <div className="court-reminders__code-actions">
          <SubmitButton action={REMINDER_STEP_ACTIONS.confirm}>{t('confirm.submit')}</SubmitButton>
          <button
            type="submit"
            name={FORM_ACTION_FIELD}
            value={REMINDER_STEP_ACTIONS.resend}
            className="usa-button usa-button--outline"
            aria-disabled={resend.kind === 'sending' || undefined}
            onClick={(event: MouseEvent) => {
              event.preventDefault();
              if (resend.kind !== 'sending') void sendNewCode();
            }}
          >
            {t('confirm.resend')}
          </button>
        </div>
        {/* Kept in the page while empty: screen readers only announce changes to a live region. */}
        <p role="status" className="court-reminders__resent">
          {resend.kind === 'sent' ? t('confirm.resent', { destination: channel.destination }) : ''}
        </p>
        {resend.kind === 'failed' ? (
          <div className="usa-alert usa-alert--error usa-alert--slim" role="alert">
            <div className="usa-alert__body">
              <p className="usa-alert__text">{resend.message}</p>
            </div>
          </div>
        ) : null}
      </CourtForm>
    </section>
  );
}
