import { NewTabNote, PhoneLink, useCourtFacts, useSiteStore, useTranslation } from '@court/kit';
import { SiteDialog } from './site-dialog';

/**
 * Notice shown before a visitor leaves for the case-information system (e-filing, docket
 * search, online payment). Remotes open it with useSiteStore's openModal('caseInformationSystem').
 */
export function CaseInformationModal() {
  const { t } = useTranslation('shellModals');
  const closeAllModals = useSiteStore((state) => state.closeAllModals);
  const court = useCourtFacts();
  return (
    <SiteDialog
      heading={t('cjis.heading')}
      actions={
        <a
          href={court.caseInformationSystemUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="usa-button"
          onClick={closeAllModals}
        >
          {t('cjis.continue')}
          <NewTabNote />
        </a>
      }
    >
      <p>{t('cjis.intro')}</p>
      <p>{t('cjis.account')}</p>
      <p>{t('cjis.verify')}</p>
      <p>
        {t('cjis.help')} <PhoneLink phone={court.phone} />.
      </p>
    </SiteDialog>
  );
}
