import type { ReactNode } from 'react';
import { CourtDialog, useSiteStore, useTranslation } from '@court/kit';

export interface SiteDialogProps {
  heading: string;
  children: ReactNode;
  /** Buttons or links shown before Go Back. */
  actions?: ReactNode;
}

/** A site-wide modal: every way out closes all site modals. */
export function SiteDialog({ heading, children, actions }: SiteDialogProps) {
  const { t } = useTranslation('shellModals');
  const closeAllModals = useSiteStore((state) => state.closeAllModals);
  return (
    <CourtDialog
      heading={heading}
      actions={actions}
      closeLabel={t('goBack')}
      onClose={closeAllModals}
    >
      {children}
    </CourtDialog>
  );
}
