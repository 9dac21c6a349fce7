import { formatCourtDate } from '@court/contract';
import {
  PageHeading,
  registerTranslations,
  useLanguage,
  useTranslation,
  useCourtName,
} from '@court/kit';
import { CourtContactList } from '../../shared/court-contact/court-contact-list';
import en from './en.json';
import es from './es.json';
import '../../shared/statement-page.css';

registerTranslations('privacy', { en, es });

/** When this notice was last updated; change it with the notice's text. */
export const PRIVACY_NOTICE_DATE = '2026-11-22';

/** The site's forms that ask for personal information, in the order a visitor meets them. */
const FORMS = [
  'jurorSignup',
  'drivingPrivileges',
  'zoomHearing',
  'interpreter',
  'contactMessage',
] as const;

/** What each form's entry says, in the order it is read. */
const TERMS = ['collects', 'why', 'kept', 'who'] as const;

const COOKIES = ['security', 'staff'] as const;

/** Privacy notice: what each form collects and why, retention, access, cookies, your rights. */
export default function PrivacyPage() {
  const { t } = useTranslation('privacy');
  const courtName = useCourtName();
  const language = useLanguage();
  return (
    <div className="court-page court-statement">
      <PageHeading>{t('title')}</PageHeading>
      <p>{t('intro', { court: courtName })}</p>

      <h2>{t('forms.heading')}</h2>
      <p>{t('forms.intro')}</p>
      {FORMS.map((form) => (
        <div key={form}>
          <h3>{t(`forms.${form}.heading`)}</h3>
          <dl>
            {TERMS.map((term) => (
              <div key={term}>
                <dt>{t(`forms.terms.${term}`)}</dt>
                <dd>{t(`forms.${form}.${term}`)}</dd>
              </div>
            ))}
          </dl>
          {form === 'drivingPrivileges' ? <p>{t('forms.drivingPrivileges.ssn')}</p> : null}
        </div>
      ))}

      <h2>{t('automatic.heading')}</h2>
      <p>{t('automatic.logs')}</p>
      <p>{t('automatic.robots')}</p>
      <p>{t('automatic.scroll')}</p>

      <h2>{t('cookies.heading')}</h2>
      <p>{t('cookies.intro')}</p>
      <ul className="usa-list">
        {COOKIES.map((cookie) => (
          <li key={cookie}>{t(`cookies.${cookie}`)}</li>
        ))}
      </ul>
      <p>{t('cookies.none')}</p>

      <h2>{t('tracking.heading')}</h2>
      <p>{t('tracking.body')}</p>

      <h2>{t('publicRecords.heading')}</h2>
      <p>{t('publicRecords.body')}</p>

      <h2>{t('protection.heading')}</h2>
      <p>{t('protection.body')}</p>

      <h2>{t('ask.heading')}</h2>
      <p>{t('ask.intro')}</p>
      <CourtContactList />

      <h2>{t('date.heading')}</h2>
      <p>{t('date.body', { date: formatCourtDate(PRIVACY_NOTICE_DATE, language) })}</p>
    </div>
  );
}
