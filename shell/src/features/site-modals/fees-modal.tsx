import { FEE_SCHEDULES } from '@court/contract';
import { DocumentLink, useLanguage, useTranslation } from '@court/kit';
import { SiteDialog } from './site-dialog';

/** Fees and Costs: one PDF per category, each opened in a new tab. */
export function FeesModal() {
  const { t } = useTranslation('shellModals');
  const language = useLanguage();
  return (
    <SiteDialog heading={t('fees.heading')}>
      <p>{t('fees.intro')}</p>
      <ul className="usa-list usa-list--unstyled court-dialog__links">
        {FEE_SCHEDULES.map((schedule) => (
          <li key={schedule.slug}>
            <DocumentLink slug={schedule.slug}>{schedule.title[language]}</DocumentLink>
          </li>
        ))}
      </ul>
    </SiteDialog>
  );
}
