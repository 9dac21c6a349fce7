import { useState } from 'react';
import {
  CARRIERS,
  HONEYPOT_FIELD,
  addCalendarDays,
  courtDateOf,
  prepareJurorSignup,
  type FieldErrors,
  type JurorSignupAnswers,
  type JurorSignupProblem,
} from '@court/contract';
import {
  JUROR_SERVE_DATE_DAYS_AHEAD,
  JUROR_SERVE_DATE_DAYS_BACK,
  findJurorSignupProblems,
} from '@court/contract/schemas';
import { PageHeading, registerTranslations, useTranslation, useCourtName } from '@court/kit';
import {
  CheckboxField,
  CourtForm,
  DateField,
  EmailField,
  HoneypotField,
  SelectField,
  SubmitButton,
  TextField,
  useCourtForm,
  useFieldMessage,
} from '@court/kit/forms';
import { BackToJuryService } from '../../shared/back-to-jury-service/back-to-jury-service';
import en from './en.json';
import es from './es.json';
import '../../shared/jury-page.css';
import './juror-notification-signup.css';

registerTranslations('jurorSignup', { en, es });

/** The answers as the page holds them: the contract's fields plus the robot trap. */
type SignupForm = JurorSignupAnswers & { [HONEYPOT_FIELD]: string };

const CONTACT_HINT_ID = 'juror-signup-contact-hint';
const CARRIER_OPTIONS = CARRIERS.map((carrier) => ({ value: carrier, label: carrier }));

/**
 * The problems as the kit shows them, one entry per field. A field that breaks two rules (the
 * carrier, under rules 4 and 5) shows both messages, joined in the rules' order; a single
 * message stays a catalog code, which the kit translates.
 */
function toFieldErrors(
  problems: readonly JurorSignupProblem[],
  translate: (code: string) => string,
): FieldErrors {
  const codes = new Map<string, string[]>();
  for (const { field, code } of problems) codes.set(field, [...(codes.get(field) ?? []), code]);
  return Object.fromEntries(
    [...codes].map(([field, list]) => [
      field,
      list.length === 1 ? (list[0] ?? '') : list.map(translate).join(' '),
    ]),
  );
}

/**
 * Juror notification sign-up: the juror's last name, first date of
 * service (today by default), juror number, and a cell phone with its carrier or an e-mail
 * address, with the terms to accept. The eight sign-up rules (checkJurorSignup) are checked on
 * submit and every broken one is shown together; the API checks them again.
 */
export default function JurorNotificationSignupPage() {
  const { t } = useTranslation('jurorSignup');
  const courtName = useCourtName();
  const fieldMessage = useFieldMessage();
  // The court's date when the page opens; computed here, never when the module loads.
  const [today] = useState(() => courtDateOf(new Date()));
  const [initialValues] = useState<SignupForm>(() => ({
    lnameInput: '',
    serveDateInput: today,
    jurorNo: '',
    cellphone: '',
    carrier: '',
    email: '',
    agree: false,
    [HONEYPOT_FIELD]: '',
  }));
  const form = useCourtForm<SignupForm>({
    path: 'juror/notifications',
    postsWithoutScript: 'juror-notifications',
    initialValues,
    validate: (values) =>
      toFieldErrors(findJurorSignupProblems(values, today), (code) => fieldMessage(code)),
    prepare: (values) => prepareJurorSignup(values),
  });

  return (
    <div className="grid-container court-jury-page">
      <PageHeading hasError={form.hasError}>{t('title')}</PageHeading>
      <p>{t('intro')}</p>
      <CourtForm form={form} successMessage={t('success')} nextSteps={t('nextSteps')}>
        <TextField
          name="lnameInput"
          label={t('lnameInput')}
          required
          autoComplete="family-name"
          spellCheck={false}
        />
        <DateField
          name="serveDateInput"
          label={t('serveDateInput')}
          required
          min={addCalendarDays(today, -JUROR_SERVE_DATE_DAYS_BACK)}
          max={addCalendarDays(today, JUROR_SERVE_DATE_DAYS_AHEAD)}
        />
        <TextField
          name="jurorNo"
          label={t('jurorNo')}
          hint={t('jurorNoHint')}
          required
          inputMode="numeric"
          autoComplete="off"
          inputClassName="usa-input--md"
        />
        <fieldset className="usa-fieldset" aria-describedby={CONTACT_HINT_ID}>
          <legend className="usa-legend">{t('contact.legend')}</legend>
          <span className="usa-hint" id={CONTACT_HINT_ID}>
            {t('contact.hint')}
          </span>
          <TextField
            name="cellphone"
            label={t('cellphone')}
            hint={t('cellphoneHint')}
            inputMode="numeric"
            autoComplete="tel-national"
            inputClassName="usa-input--md"
          />
          <SelectField name="carrier" label={t('carrier')} options={CARRIER_OPTIONS} />
          <EmailField name="email" label={t('email')} />
        </fieldset>
        <section className="court-juror-signup__terms" aria-labelledby="juror-signup-terms">
          <h2 id="juror-signup-terms">{t('terms.heading')}</h2>
          <ul className="usa-list">
            <li>{t('terms.consent', { court: courtName })}</li>
            <li>{t('terms.frequency')}</li>
            <li>{t('terms.rates')}</li>
            <li>{t('terms.stop')}</li>
          </ul>
        </section>
        <CheckboxField name="agree" label={t('agree')} required />
        <HoneypotField name={HONEYPOT_FIELD} />
        <SubmitButton>{t('submit')}</SubmitButton>
      </CourtForm>
      <BackToJuryService />
    </div>
  );
}
