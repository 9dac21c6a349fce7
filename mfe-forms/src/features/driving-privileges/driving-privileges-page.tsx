import { courtDateOf, MASKS } from '@court/contract';
import { DRIVING_PRIVILEGES_NEXT_STEPS, drivingPrivilegesSchema } from '@court/contract/schemas';
import { registerTranslations, useLanguage, useTranslation } from '@court/kit';
import {
  CaseNumberField,
  DateField,
  EmailField,
  TextareaField,
  TextField,
  useCourtForm,
} from '@court/kit/forms';
import { MaskedField, PhoneField } from '@court/kit/masked-field';
import { CourtFormPage } from '../../shared/court-form-page';
import { emptyCourtForm } from '../../shared/empty-answers';
import en from './en.json';
import es from './es.json';
import { NAMESPACE } from './location-labels';
import { LocationsSection } from './locations-section';
import './driving-privileges.css';

registerTranslations(NAMESPACE, { en, es });

/** The API names the insurance answers without their group. */
const ERROR_FIELD_PATHS = {
  agentName: 'proofOfInsurance.agentName',
  agentPhone: 'proofOfInsurance.agentPhone',
  policyNumber: 'proofOfInsurance.policyNumber',
};

// Built at each submit: a birth date is checked against the court's date of that moment.
const buildSchema = () => drivingPrivilegesSchema(courtDateOf(new Date()));

// The day changes what is accepted, not which answers there are.
const EMPTY_APPLICATION = emptyCourtForm(buildSchema());

const SSN_NOTICE_ID = 'ssn-notice-heading';
const SSN_NOTICE_POINTS = ['why', 'required', 'authority', 'use', 'protection'] as const;

/** Why the court asks for the SSN, said before the visitor is asked for it. */
function SsnNotice() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className="usa-summary-box court-ssn-notice" role="region" aria-labelledby={SSN_NOTICE_ID}>
      <div className="usa-summary-box__body">
        <h2 className="usa-summary-box__heading" id={SSN_NOTICE_ID}>
          {t('ssnNotice.heading')}
        </h2>
        <ul className="usa-list usa-summary-box__text">
          {SSN_NOTICE_POINTS.map((point) => (
            <li key={point}>{t(`ssnNotice.${point}`)}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** Limited driving privileges application. */
export default function DrivingPrivilegesPage() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const form = useCourtForm({
    path: 'forms/driving-privileges',
    postsWithoutScript: 'driving-privileges',
    initialValues: EMPTY_APPLICATION,
    schema: buildSchema,
    errorFieldPaths: ERROR_FIELD_PATHS,
  });

  return (
    <CourtFormPage
      form={form}
      title={t('title')}
      intro={
        <>
          <p>{t('intro')}</p>
          <p>{t('needs')}</p>
        </>
      }
      successMessage={t('success')}
      nextSteps={DRIVING_PRIVILEGES_NEXT_STEPS[language]}
      className="court-driving-privileges"
      hasChangeButtons
    >
      <TextField name="firstName" label={t('firstName')} required autoComplete="given-name" />
      <TextField name="lastName" label={t('lastName')} required autoComplete="family-name" />
      <SsnNotice />
      <MaskedField
        name="ssn"
        label={t('ssn')}
        hint={t('ssnHint')}
        mask={MASKS.ssn}
        inputMode="numeric"
        autoComplete="off"
        inputClassName="usa-input--md"
        required
      />
      <DateField name="dob" label={t('dob')} required />
      <CaseNumberField
        name="caseNumber"
        label={t('caseNumber')}
        hint={t('caseNumberHint')}
        inputClassName="usa-input--lg"
        required
      />
      <PhoneField name="cellPhone" label={t('cellPhone')} autoComplete="tel" required />
      <PhoneField name="homePhone" label={t('homePhone')} />
      <EmailField name="email" label={t('email')} hint={t('emailHint')} />
      <TextareaField
        name="address"
        label={t('address')}
        hint={t('addressHint')}
        rows={3}
        required
      />
      <LocationsSection form={form} />
      <fieldset className="usa-fieldset">
        <legend className="usa-legend usa-legend--large">{t('insurance.legend')}</legend>
        <TextField name="proofOfInsurance.agentName" label={t('insurance.agentName')} required />
        <PhoneField name="proofOfInsurance.agentPhone" label={t('insurance.agentPhone')} required />
        <TextField
          name="proofOfInsurance.policyNumber"
          label={t('insurance.policyNumber')}
          autoComplete="off"
          required
        />
      </fieldset>
    </CourtFormPage>
  );
}
