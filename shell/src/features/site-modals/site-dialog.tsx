import { useId, useLayoutEffect, useRef, type ReactNode, type SyntheticEvent } from 'react';
import { useSiteStore, useTranslation } from '@court/kit';

export interface SiteDialogProps {
  heading: string;
  children: ReactNode;
  /** Buttons or links shown before Go Back. */
  actions?: ReactNode;
}

/**
 * A centred modal on the native <dialog>: showModal() makes the rest of the page inert, traps
 * focus and turns Escape into a "cancel" event. Every way out closes all site modals (spec
 * section 4), and focus returns to whatever opened the dialog.
 */
export function SiteDialog({ heading, children, actions }: SiteDialogProps) {
  const { t } = useTranslation('shellModals');
  const closeAllModals = useSiteStore((state) => state.closeAllModals);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingId = useId();

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom (and very old browsers) lack showModal; the dialog is then shown without a backdrop.
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    dialog.querySelector<HTMLElement>('h2')?.focus();
    // Also covers browsers without showModal, where Escape raises no "cancel" event.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      closeAllModals();
    };
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
      if (opener?.isConnected) opener.focus();
    };
  }, [closeAllModals]);

  function cancel(event: SyntheticEvent<HTMLDialogElement>) {
    // The store decides what is open: let it close the dialog, not the browser.
    event.preventDefault();
    closeAllModals();
  }

  return (
    <dialog
      ref={dialogRef}
      className="court-dialog"
      aria-modal="true"
      aria-labelledby={headingId}
      onCancel={cancel}
    >
      <div className="court-dialog__content">
        <h2 id={headingId} className="court-dialog__heading" tabIndex={-1}>
          {heading}
        </h2>
        {children}
        <div className="court-dialog__actions">
          {actions}
          <button type="button" className="usa-button usa-button--outline" onClick={closeAllModals}>
            {t('goBack')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
