import { useEffect } from 'react';
import {
  cssTransition,
  ToastContainer,
  toast,
  type CloseButtonProps,
} from 'react-toastify/unstyled';
import { TOAST_TIMEOUT_MS } from '@court/contract';
import { useSiteStore, useTranslation } from '@court/kit';

// The unstyled build injects no <style> tag (the CSP allows none); site.scss styles the toasts.
const fade = cssTransition({ enter: 'court-toast--enter', exit: 'court-toast--exit' });

function CloseButton({ closeToast }: CloseButtonProps) {
  const { t } = useTranslation('shell');
  return (
    <button type="button" className="court-toast__close" onClick={closeToast}>
      <span aria-hidden="true">×</span>
      <span className="usa-sr-only">{t('closeNotification')}</span>
    </button>
  );
}

/**
 * Shows the notifications queued in the site store (top-right, 5 s, no
 * progress bar, no limit), read out once, politely. Remotes queue them with useSiteStore's
 * showToast.
 */
export function Toasts() {
  const pending = useSiteStore((state) => state.pendingToasts);
  const clearToasts = useSiteStore((state) => state.clearToasts);
  const { t } = useTranslation('shell');

  useEffect(() => {
    if (pending.length === 0) return;
    for (const item of pending) toast(item.message, { type: item.kind });
    clearToasts(pending.map((item) => item.id));
  }, [pending, clearToasts]);

  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_TIMEOUT_MS}
      hideProgressBar
      transition={fade}
      closeButton={CloseButton}
      // The container is a polite live region of its own: each toast as an alert inside it
      // was read out three times (react-toastify issue 1291), so a toast is a plain group.
      role="group"
      aria-label={t('notifications')}
    />
  );
}
