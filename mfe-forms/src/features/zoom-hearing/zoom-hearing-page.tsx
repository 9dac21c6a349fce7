import { formatCourtDate } from '@court/contract';
import { ZOOM_HEARING_NEXT_STEPS, zoomHearingSchema } from '@court/contract/schemas';
import {
  DocumentLink,
  PhoneLink,
  registerTranslations,
  useApiGet,
  useCourtFacts,
  useLanguage,
  useTranslation,
  useCourtName,
} from '@court/kit';
import {
  CaseNumberField,
  CheckboxField,
  DateField,
  EmailField,
  TextField,
  useCourtForm,
} from '@court/kit/forms';
import { PhoneField } from '@court/kit/masked-field';
import { CourtFormPage } from '../../shared/court-form-page';
import { emptyCourtForm } from '../../shared/empty-answers';
import en from './en.json';
import es from './es.json';
import './zoom-hearing.css';

registerTranslations('zoom-hearing', { en, es });

const EMPTY_REGISTRATION = emptyCourtForm(zoomHearingSchema);

/** Zoom hearing registration: the pilot program and its form. */
export default function ZoomHearingPage() {
  const { t } = useTranslation('zoom-hearing');
  const courtName = useCourtName();
  const language = useLanguage();
  const court = useCourtFacts();
  const form = useCourtForm({
    path: 'forms/zoom-hearing',
    postsWithoutScript: 'zoom-hearing',
    initialValues: EMPTY_REGISTRATION,
    schema: zoomHearingSchema,
  });
  // The five business days skip the court's holidays, so the API works the date out.
  const { load } = useApiGet('forms/zoom-hearing/earliest-date', 'earliestHearingDate');
  const earliestDate = load.status === 'ready' ? load.data.earliestDate : undefined;
  const dateHint = earliestDate
    ? t('hearingDateEarliest', {
        date: formatCourtDate(earliestDate, language, { withWeekday: true }),
      })
    : t('hearingDateRule');

  return (
    <CourtFormPage
      form={form}
      title={t('title')}
      intro={
        <>
          <p>{t('pilot', { court: courtName })}</p>
          <p>{t('deadline')}</p>
          <p>
            {t('sooner')} <PhoneLink phone={court.phone} />
          </p>
          <p>{t('documentsIntro')}</p>
          <ul className="court-zoom-hearing__documents">
            <li>
              <DocumentLink slug="zoom-hearing-policy">{t('policyLink')}</DocumentLink>
            </li>
            <li>
              <DocumentLink slug="zoom-hearing-instructions">{t('instructionsLink')}</DocumentLink>
            </li>
          </ul>
        </>
      }
      successMessage={t('success')}
      nextSteps={ZOOM_HEARING_NEXT_STEPS[language]}
    >
      <TextField name="fullName" label={t('fullName')} required autoComplete="name" />
      <DateField
        name="hearingDate"
        label={t('hearingDate')}
        hint={dateHint}
        min={earliestDate}
        required
      />
      <CaseNumberField
        name="caseNumber"
        label={t('caseNumber')}
        hint={t('caseNumberHint')}
        inputClassName="usa-input--lg"
        required
      />
      <PhoneField name="phone" label={t('phone')} autoComplete="tel" required />
      <EmailField name="email" label={t('email')} hint={t('emailHint')} required />
      <CheckboxField name="agree" label={t('agree')} required />
    </CourtFormPage>
  );
}
