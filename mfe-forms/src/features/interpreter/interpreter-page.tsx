import {
  DocumentLink,
  registerTranslations,
  useCourtName,
  useLanguage,
  useTranslation,
} from '@court/kit';
import {
  CaseNumberField,
  DateField,
  EmailField,
  TextareaField,
  TextField,
  useCourtForm,
} from '@court/kit/forms';
import { INTERPRETER_REQUEST_NEXT_STEPS, interpreterRequestSchema } from '@court/contract/schemas';
import { CourtFormPage } from '../../shared/court-form-page';
import { emptyCourtForm } from '../../shared/empty-answers';
import en from './en.json';
import es from './es.json';

registerTranslations('interpreter', { en, es });

const EMPTY_REQUEST = emptyCourtForm(interpreterRequestSchema);

/** "Do You Need An Interpreter?": what the court offers, and the request form. */
export default function InterpreterPage() {
  const { t } = useTranslation('interpreter');
  const courtName = useCourtName();
  const language = useLanguage();
  const form = useCourtForm({
    path: 'forms/interpreter',
    postsWithoutScript: 'interpreter',
    initialValues: EMPTY_REQUEST,
    schema: interpreterRequestSchema,
  });

  return (
    <CourtFormPage
      form={form}
      title={t('title')}
      intro={
        <>
          <p>{t('limitedEnglish', { court: courtName })}</p>
          <p>{t('deaf')}</p>
          <p>{t('noCost')}</p>
          <p>{t('remote')}</p>
          <p>
            {t('planIntro')}{' '}
            <DocumentLink slug="language-access-plan">{t('planLink')}</DocumentLink>
          </p>
        </>
      }
      successMessage={t('success')}
      nextSteps={INTERPRETER_REQUEST_NEXT_STEPS[language]}
      formHeading={t('formTitle')}
    >
      <TextField name="fullName" label={t('fullName')} required autoComplete="name" />
      <CaseNumberField
        name="caseNumber"
        label={t('caseNumber')}
        hint={t('caseNumberHint')}
        required
      />
      <DateField name="hearingDate" label={t('hearingDate')} required />
      <TextField name="judge" label={t('judge')} hint={t('judgeHint')} />
      <EmailField name="email" label={t('email')} hint={t('emailHint')} required />
      <TextField name="language" label={t('language')} hint={t('languageHint')} required />
      <TextareaField name="requests" label={t('requests')} />
    </CourtFormPage>
  );
}
