import {
  COURT_INFO,
  formatCourtDate,
  isCalendarDate,
  MASKS,
  type EarliestHearingDateResponse,
} from '@court/contract';
import { zoomHearingSchema, type ZoomHearingRequest } from '@court/contract/schemas';
import {
  DocumentLink,
  PAGE_HEADING_ID,
  PageHeading,
  PhoneLink,
  registerTranslations,
  useApiGet,
  useLanguage,
  useTranslation,
} from '@court/kit';
import {
  CaseNumberField,
  CheckboxField,
  CourtForm,
  DateField,
  HoneypotField,
  MaskedField,
  SubmitButton,
  TextField,
  useCourtForm,
} from '@court/kit/forms';
import en from './en.json';
import es from './es.json';
import './zoom-hearing.css';

registerTranslations('zoom-hearing', { en, es });

/** The registration as posted: the contract's fields plus the robot trap the API checks. */
type ZoomHearingForm = ZoomHearingRequest & { website: string };

const EMPTY_REGISTRATION: ZoomHearingForm = {
  fullName: '',
  hearingDate: '',
  caseNumber: '',
  phone: '',
  email: '',
  agree: false,
  website: '',
};

/** The answer of GET forms/zoom-hearing/earliest-date, checked before the page shows it. */
function isEarliestDateResponse(data: unknown): data is EarliestHearingDateResponse {
  if (typeof data !== 'object' || data === null || !('earliestDate' in data)) return false;
  const { earliestDate } = data;
  return typeof earliestDate === 'string' && isCalendarDate(earliestDate);
}

/** Zoom hearing registration: the pilot program and its form. */
export default function ZoomHearingPage() {
  const { t } = useTranslation('zoom-hearing');
  const language = useLanguage();
  const form = useCourtForm({
    path: 'forms/zoom-hearing',
    initialValues: EMPTY_REGISTRATION,
    schema: zoomHearingSchema,
  });
  // The five business days skip the court's holidays, so the API works the date out.
  const { state } = useApiGet('forms/zoom-hearing/earliest-date', isEarliestDateResponse);
  const earliestDate = state.status === 'loaded' ? state.data.earliestDate : undefined;
  const dateHint = earliestDate
    ? t('hearingDateEarliest', {
        date: formatCourtDate(earliestDate, language, { withWeekday: true }),
      })
    : t('hearingDateRule');

  return (
    <div className="court-page">
      <PageHeading hasError={form.hasError}>{t('title')}</PageHeading>
      <div className="usa-prose">
        <p>{t('pilot')}</p>
        <p>{t('deadline')}</p>
        <p>
          {t('sooner')} <PhoneLink phone={COURT_INFO.phone} />
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
      </div>
      <CourtForm form={form} successMessage={t('success')} labelledBy={PAGE_HEADING_ID}>
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
        <MaskedField
          name="phone"
          label={t('phone')}
          mask={MASKS.phone}
          type="tel"
          autoComplete="tel"
          inputClassName="usa-input--lg"
          required
        />
        <TextField
          name="email"
          label={t('email')}
          hint={t('emailHint')}
          type="email"
          autoComplete="email"
          spellCheck={false}
          required
        />
        <CheckboxField name="agree" label={t('agree')} required />
        <HoneypotField name="website" />
        <SubmitButton />
      </CourtForm>
    </div>
  );
}
