import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { useTabWrap } from '../focus/focus-trap';

export interface CourtDialogProps {
  /** The dialog's title, already translated; it names the dialog and takes focus on open. */
  heading: string;
  children: ReactNode;
  /** Buttons or links shown before the close button. */
  actions?: ReactNode;
  /** Text of the close button, already translated ("Go Back", "Cancel"). */
  closeLabel: string;
  /** Called on the close button, Escape or the browser's cancel; the caller unmounts the dialog. */
  onClose: () => void;
}

/**
 * A centred modal on the native <dialog>: showModal() makes the rest of the page inert and turns
 * Escape into a "cancel" event; Tab goes round inside it. The dialog is open while it is mounted,
 * and focus returns to whatever had it before the dialog opened.
 */
export function CourtDialog({ heading, children, actions, closeLabel, onClose }: CourtDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  // Read through a ref so that a new onClose on each render does not close and reopen the dialog.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);
  // The browser lets Tab leave a modal dialog for its own toolbar; a keyboard user would then
  // have to find the way back.
  useTabWrap(dialogRef, true);

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
      // One Escape closes one layer: the mobile menu under the dialog must not hear it too.
      event.stopPropagation();
      onCloseRef.current();
    };
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  function cancel(event: SyntheticEvent<HTMLDialogElement>) {
    // The caller decides what is open: let it close the dialog, not the browser.
    event.preventDefault();
    onCloseRef.current();
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
          <button type="button" className="usa-button usa-button--outline" onClick={onClose}>
            {closeLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
