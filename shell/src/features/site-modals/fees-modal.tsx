import { documentsInGroup } from '@court/contract';
import {
  DocumentLink,
  PhoneLink,
  useApiGet,
  useCourtFacts,
  useLanguage,
  useTranslation,
} from '@court/kit';
import { SiteDialog } from './site-dialog';

/** The fee schedules of the document library, each opened in a new tab. */
function FeeSchedules() {
  const { t } = useTranslation('shellModals');
  const language = useLanguage();
  const court = useCourtFacts();
  const { load, reload } = useApiGet('documents', 'documentCatalog');
  if (load.status === 'loading') return <p role="status">{t('fees.loading')}</p>;
  if (load.status !== 'ready') {
    return (
      <div className="usa-alert usa-alert--warning usa-alert--slim" role="alert">
        <div className="usa-alert__body">
          <p className="usa-alert__text">
            {t('fees.failed')} <PhoneLink phone={court.phone} />
          </p>
          {load.status === 'failed' && load.retryable && (
            <button type="button" className="usa-button usa-button--outline" onClick={reload}>
              {t('fees.retry')}
            </button>
          )}
        </div>
      </div>
    );
  }
  return (
    <ul className="usa-list usa-list--unstyled court-dialog__links">
      {documentsInGroup(load.data, 'fees').map((schedule) => (
        <li key={schedule.slug}>
          <DocumentLink slug={schedule.slug}>{schedule.title[language]}</DocumentLink>
        </li>
      ))}
    </ul>
  );
}

/** Fees and Costs: one PDF per category, as staff keep them in the document library. */
export function FeesModal() {
  const { t } = useTranslation('shellModals');
  return (
    <SiteDialog heading={t('fees.heading')}>
      <p>{t('fees.intro')}</p>
      <FeeSchedules />
    </SiteDialog>
  );
}
