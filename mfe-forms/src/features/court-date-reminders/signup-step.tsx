import { useEffect, useRef } from 'react';
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
import { useLanguage, useTranslation } from '@court/kit';
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
  checkSignup,
  shownQuestions,
  type ShownQuestions,
  type SignupAnswers,
  type TextsMode,
} from './signup-answers';

const HEADING_ID = 'reminders-signup-heading';
const CARRIER_OPTIONS = CARRIERS.map((carrier) => ({ value: carrier, label: carrier }));
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
 * address with what texts need. A question follows the choices it depends on; what was typed
 * in one that is put away stays, in case the visitor comes back to it.
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
    initialValues: initialAnswers,
    validate: (answers) => checkSignup(answers, texts),
    prepare: (answers) => answersAsShown(answers, texts),
    onSuccess: onAccepted,
  });
  const shown = shownQuestions(form.formik.values, texts);
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
    <section aria-labelledby={HEADING_ID}>
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
        {shown.cellphone ? (
          <PhoneField
            name="cellphone"
            label={t('signUp.cellphone')}
            hint={t('signUp.cellphoneHint')}
            autoComplete="tel"
            required
          />
        ) : null}
        {shown.carrier ? (
          <SelectField
            name="carrier"
            label={t('signUp.carrier')}
            hint={t('signUp.carrierHint')}
            options={CARRIER_OPTIONS}
            required
          />
        ) : null}
        {shown.textConsent ? (
          <CheckboxField name="textConsent" label={TEXT_CONSENT_WORDING[language]} required />
        ) : null}
        {shown.email ? (
          <EmailField
            name="email"
            label={t('signUp.email')}
            hint={t('signUp.emailHint')}
            required
          />
        ) : null}
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
