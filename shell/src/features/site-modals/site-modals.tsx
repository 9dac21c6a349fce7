import { registerTranslations, useSiteStore } from '@court/kit';
import { CaseInformationModal } from './case-information-modal';
import { FeesModal } from './fees-modal';
import en from './en.json';
import es from './es.json';

registerTranslations('shellModals', { en, es });

/** Renders the site-wide modals the store says are open. */
export function SiteModals() {
  const openModals = useSiteStore((state) => state.openModals);
  return (
    <>
      {openModals.includes('fees') && <FeesModal />}
      {openModals.includes('caseInformationSystem') && <CaseInformationModal />}
    </>
  );
}
