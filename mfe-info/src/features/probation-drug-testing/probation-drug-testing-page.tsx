import {
  PageHeading,
  SiteMessage,
  TodayStatus,
  WeeklyHours,
  registerTranslations,
  useCourtFacts,
  useTranslation,
} from '@court/kit';
import en from './en.json';
import es from './es.json';
import './probation-drug-testing.css';

registerTranslations('probation-drug-testing', { en, es });

/**
 * Probation drug testing: the department's current message, then the standing rules, with the
 * testing hours staff publish (the drug testing office of the court's hours).
 */
export default function ProbationDrugTestingPage() {
  const { t } = useTranslation('probation-drug-testing');
  const court = useCourtFacts();
  return (
    <div className="grid-container court-drug-testing">
      <PageHeading>{t('title')}</PageHeading>
      <SiteMessage
        path="drug-testing/message"
        heading={t('message.heading')}
        texts={{
          loading: t('message.loading'),
          failed: t('message.failed'),
          call: t('message.call'),
          retry: t('message.retry'),
          updated: t('message.updated'),
        }}
        phone={court.phone}
      />
      <section aria-labelledby="drug-testing-rules-heading">
        <h2 id="drug-testing-rules-heading">{t('rules.heading')}</h2>
        <p>{t('rules.who')}</p>
        <div className="usa-summary-box" role="region" aria-labelledby="drug-testing-hours">
          <div className="usa-summary-box__body">
            <h3 id="drug-testing-hours" className="usa-summary-box__heading">
              {t('rules.windowsHeading')}
            </h3>
            <WeeklyHours office="drugTesting" className="court-drug-testing__windows" />
            <TodayStatus office="drugTesting" />
          </div>
        </div>
        <p className="court-drug-testing__sanction">{t('rules.sanction')}</p>
      </section>
    </div>
  );
}
