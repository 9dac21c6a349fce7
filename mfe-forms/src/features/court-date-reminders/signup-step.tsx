import { useEffect, useRef, type ReactNode } from 'react';
import {
  CARRIERS,
  CASE_NUMBER_PATTERN,
  HONEYPOT_FIELD,
  LANGUAGES,
  REMIND_BY_CHOICES,
  REMINDER_SIGNUP_PATH,
  TEXT_CONSENT_WORDING,
  caseNumberKey,
  formatCaseNumber,
  type FormSubmissionResponse,
} from '@court/contract';
import { useHydrated, useLanguage, useTranslation } from '@court/kit';
import {
  CheckboxField,
  CourtForm,
  EmailField,
  HoneypotField,
  RadioGroupField,
  SelectField,
  SubmitButton,
  TextField,
  useCourtForm,
} from '@court/kit/forms';
import { PhoneField } from '@court/kit/masked-field';
import { NAMESPACE } from './namespace';
import {
  answersAsShown,
  shownQuestions,
  type ShownQuestions,
  type TextsMode,
} from '@court/contract/schemas';
import { checkSignup, type SignupAnswers } from './signup-answers';

const HEADING_ID = 'reminders-signup-heading';
const CARRIER_OPTIONS = CARRIERS.map((carrier) => ({ value: carrier, label: carrier }));
/**
 * The ways of being reminded that ask a question: every question is in the page, and the style
 * sheet shows those the way chosen asks (the choice ticked, so also without the page's script).
 */
const ASKED_FOR_TEXT = 'text both';
const ASKED_FOR_EMAIL = 'email both';
const HIDEABLE_QUESTIONS = [
  'remindBy',
  'cellphone',
  'carrier',
  'textConsent',
  'email',
] as const satisfies readonly (keyof ShownQuestions)[];

/**
 * A case number as the court writes it once the visitor leaves the field ("2026trd01234" and
 * "2026-TRD-01234" become "2026 TRD 01234"). The kit's case-number field upper-cases only the
 * first seven characters, which would leave "2026 TRd 01234" from a number typed with spaces.
 */
function tidyCaseNumber(typed: string): string {
  const key = caseNumberKey(typed);
  return CASE_NUMBER_PATTERN.test(key) ? formatCaseNumber(key) : typed.trim().toUpperCase();
}

interface QuestionProps {
  /** The ways of being reminded that ask it; none for a question always asked. */
  askedFor: string | undefined;
  /** Whether the answers the page holds ask it. */
  isAsked: boolean;
  children: ReactNode;
}

/**
 * A question that depends on the way of being reminded. The HTML holds every one, and the style
 * sheet shows those the choice ticked asks (in a browser without :has, all of them), so the form
 * works before and without the script; once the script runs, a question not asked leaves the page.
 */
function Question({ askedFor, isAsked, children }: QuestionProps) {
  const isHydrated = useHydrated();
  return <div data-asked-for={askedFor}>{isAsked || !isHydrated ? children : null}</div>;
}

export interface SignupStepProps {
  /** The answers to start from: empty, or those of a sign-up the visitor went back to change. */
  initialAnswers: SignupAnswers;
  texts: TextsMode;
  /** Moves focus to the form's heading, for a visitor who came back to it from the next step. */
  focusOnOpen: boolean;
  /** The court took the sign-up: the answers as typed and its answer. */
  onAccepted: (answers: SignupAnswers, response: FormSubmissionResponse) => void;
  onErrorChange: (hasError: boolean) => void;
}

/**
 * Step 1: case number, last name, how and in which language to be reminded, and the phone or
 * address with what texts need. A question shows once the choice it depends on is made; what was
 * typed in one that is put away stays, in case the visitor comes back to it, and is not sent.
 */
export function SignupStep({
  initialAnswers,
  texts,
  focusOnOpen,
  onAccepted,
  onErrorChange,
}: SignupStepProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useCourtForm<SignupAnswers>({
    path: REMINDER_SIGNUP_PATH,
    postsWithoutScript: 'court-date-reminders',
    initialValues: initialAnswers,
    validate: (answers) => checkSignup(answers, texts),
    prepare: (answers) => answersAsShown(answers, texts),
    onSuccess: onAccepted,
  });
  const shown = shownQuestions(form.formik.values, texts);
  const textsOffered = texts !== 'off';
  const { errors, setErrors } = form.formik;
  const { hasError } = form;
  const putAwayWithError = HIDEABLE_QUESTIONS.filter(
    (name) => !shown[name] && errors[name] !== undefined,
  ).join(' ');

  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
  }, [focusOnOpen]);

  useEffect(() => {
    onErrorChange(hasError);
  }, [hasError, onErrorChange]);

  // A question put away takes its message with it: the summary would point at nothing.
  useEffect(() => {
    if (!putAwayWithError) return;
    const putAway = putAwayWithError.split(' ');
    setErrors(
      Object.fromEntries(Object.entries(errors).filter(([name]) => !putAway.includes(name))),
    );
  }, [putAwayWithError, errors, setErrors]);

  return (
    <section
      aria-labelledby={HEADING_ID}
      className={`court-reminders__signup court-reminders__signup--${form.formik.values.remindBy || 'unchosen'}`}
    >
      <h2 id={HEADING_ID} ref={heading} tabIndex={-1}>
        {t('signUp.heading')}
      </h2>
      <CourtForm form={form} successMessage="" labelledBy={HEADING_ID}>
        <TextField
          name="caseNumber"
          label={t('signUp.caseNumber')}
          hint={t('signUp.caseNumberHint')}
          required
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          normalizeOnBlur={tidyCaseNumber}
          inputClassName="usa-input--lg"
        />
        <TextField
          name="lastName"
          label={t('signUp.lastName')}
          hint={t('signUp.lastNameHint')}
          required
          autoComplete="family-name"
          spellCheck={false}
        />
        {shown.remindBy ? (
          <RadioGroupField
            name="remindBy"
            label={t('signUp.remindBy')}
            required
            options={REMIND_BY_CHOICES.map((choice) => ({
              value: choice,
              label: t(`signUp.remindByChoices.${choice}`),
            }))}
          />
        ) : (
          <p>{t('signUp.emailOnly')}</p>
        )}
        {textsOffered ? (
          <>
            <Question askedFor={ASKED_FOR_TEXT} isAsked={shown.cellphone}>
              <PhoneField
                name="cellphone"
                label={t('signUp.cellphone')}
                hint={t('signUp.cellphoneHint')}
                autoComplete="tel"
                required
              />
            </Question>
            {texts === 'carrier' ? (
              <Question askedFor={ASKED_FOR_TEXT} isAsked={shown.carrier}>
                <SelectField
                  name="carrier"
                  label={t('signUp.carrier')}
                  hint={t('signUp.carrierHint')}
                  options={CARRIER_OPTIONS}
                  required
                />
              </Question>
            ) : null}
            <Question askedFor={ASKED_FOR_TEXT} isAsked={shown.textConsent}>
              <CheckboxField name="textConsent" label={TEXT_CONSENT_WORDING[language]} required />
            </Question>
          </>
        ) : null}
        <Question askedFor={textsOffered ? ASKED_FOR_EMAIL : undefined} isAsked={shown.email}>
          <EmailField
            name="email"
            label={t('signUp.email')}
            hint={t('signUp.emailHint')}
            required
          />
        </Question>
        <RadioGroupField
          name="reminderLanguage"
          label={t('signUp.language')}
          required
          options={LANGUAGES.map((choice) => ({
            value: choice,
            label: t(`signUp.languages.${choice}`),
            lang: choice === language ? undefined : choice,
          }))}
        />
        <HoneypotField name={HONEYPOT_FIELD} />
        <SubmitButton>{t('signUp.submit')}</SubmitButton>
      </CourtForm>
    </section>
  );
}
