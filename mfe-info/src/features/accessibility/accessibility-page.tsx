import { formatCourtDate } from '@court/contract';
import {
  LocalizedLink,
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

registerTranslations('accessibility', { en, es });

/** When this statement was last reviewed; change it with the statement's text. */
export const ACCESSIBILITY_STATEMENT_DATE = '2026-11-22';

const TESTED = [
  'keyboard',
  'screenReader',
  'axe',
  'zoom',
  'spacing',
  'contrast',
  'motion',
  'voice',
  'forms',
] as const;

/** Accessibility statement: the target, how the site is tested, limits and how to get help. */
export default function AccessibilityPage() {
  const { t } = useTranslation('accessibility');
  const courtName = useCourtName();
  const language = useLanguage();
  return (
    <div className="court-page court-statement">
      <PageHeading>{t('title')}</PageHeading>
      <p>{t('intro', { court: courtName })}</p>

      <h2>{t('goal.heading')}</h2>
      <p>{t('goal.body')}</p>

      <h2>{t('testing.heading')}</h2>
      <p>{t('testing.intro')}</p>
      <ul className="usa-list">
        {TESTED.map((key) => (
          <li key={key}>{t(`testing.${key}`)}</li>
        ))}
      </ul>
      <p>{t('testing.people')}</p>

      <h2>{t('limitations.heading')}</h2>
      <p>{t('limitations.pdf')}</p>
      <p>{t('limitations.external')}</p>

      <h2>{t('report.heading')}</h2>
      <p>{t('report.intro')}</p>
      <CourtContactList />
      <p>
        {t('report.interpreter')}{' '}
        <LocalizedLink to="interpreter" className="usa-link">
          {t('report.interpreterLink')}
        </LocalizedLink>
        .
      </p>

      <h2>{t('response.heading')}</h2>
      <p>{t('response.body')}</p>

      <h2>{t('date.heading')}</h2>
      <p>{t('date.body', { date: formatCourtDate(ACCESSIBILITY_STATEMENT_DATE, language) })}</p>
    </div>
  );
}
