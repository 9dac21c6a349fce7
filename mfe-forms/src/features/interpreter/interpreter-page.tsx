import { useEffect, useRef, useState } from 'react';
import {
  DocumentLink,
  PageHeading,
  registerTranslations,
  ScriptButton,
  useTranslation,
} from '@court/kit';
import {
  CaseNumberField,
  CourtForm,
  DateField,
  HoneypotField,
  SubmitButton,
  TextareaField,
  TextField,
  useCourtForm,
} from '@court/kit/forms';
import { interpreterRequestSchema, type InterpreterRequest } from '@court/contract/schemas';
import en from './en.json';
import es from './es.json';

registerTranslations('interpreter', { en, es });

/** The request as posted: the contract's fields plus the robot trap the API checks. */
type InterpreterRequestForm = InterpreterRequest & { website: string };

const EMPTY_REQUEST: InterpreterRequestForm = {
  fullName: '',
  caseNumber: '',
  hearingDate: '',
  judge: '',
  email: '',
  language: '',
  requests: '',
  website: '',
};

const FORM_HEADING_ID = 'interpreter-form-heading';

/** "Do You Need An Interpreter?": what the court offers, and the request form behind a button. */
export default function InterpreterPage() {
  const { t } = useTranslation('interpreter');
  const [isFormShown, setIsFormShown] = useState(false);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const form = useCourtForm({
    path: 'forms/interpreter',
    initialValues: EMPTY_REQUEST,
    schema: interpreterRequestSchema,
  });

  // The button that had focus disappears; the form's heading takes its place and names the form.
  useEffect(() => {
    if (isFormShown) formHeading.current?.focus();
  }, [isFormShown]);

  return (
    <div className="court-page">
      <PageHeading hasError={form.hasError}>{t('title')}</PageHeading>
      <div className="usa-prose">
        <p>{t('limitedEnglish')}</p>
        <p>{t('deaf')}</p>
        <p>{t('noCost')}</p>
        <p>{t('remote')}</p>
        <p>
          {t('planIntro')} <DocumentLink slug="language-access-plan">{t('planLink')}</DocumentLink>
        </p>
      </div>
      {isFormShown ? (
        <div>
          <h2 id={FORM_HEADING_ID} ref={formHeading} tabIndex={-1}>
            {t('formTitle')}
          </h2>
          <CourtForm form={form} successMessage={t('success')} labelledBy={FORM_HEADING_ID}>
            <TextField name="fullName" label={t('fullName')} required autoComplete="name" />
            <CaseNumberField
              name="caseNumber"
              label={t('caseNumber')}
              hint={t('caseNumberHint')}
              required
            />
            <DateField name="hearingDate" label={t('hearingDate')} required />
            <TextField name="judge" label={t('judge')} hint={t('judgeHint')} />
            <TextField
              name="email"
              label={t('email')}
              hint={t('emailHint')}
              type="email"
              autoComplete="email"
              spellCheck={false}
              required
            />
            <TextField name="language" label={t('language')} hint={t('languageHint')} required />
            <TextareaField name="requests" label={t('requests')} />
            <HoneypotField name="website" />
            <SubmitButton />
          </CourtForm>
        </div>
      ) : (
        <ScriptButton className="usa-button" onClick={() => setIsFormShown(true)}>
          {t('reveal')}
        </ScriptButton>
      )}
    </div>
  );
}
