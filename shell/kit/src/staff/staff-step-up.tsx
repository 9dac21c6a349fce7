import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { SecondFactorKind } from '@court/contract';
import { CourtDialog, PageLoading, setStepUpPrompt } from '@court/kit';
import { useStaffTranslation } from './staff-translations';

// Only a person asked to prove their factor again downloads the form.
const LazyStepUpForm = lazy(async () => ({
  default: (await import('./staff-step-up-form')).StaffStepUpForm,
}));

/**
 * The step-up dialog: when the API refuses an action until the person proves their second factor
 * again (revealing an SSN, changing an account, posting an emergency alert), it asks for one of
 * the factors the account has (a code, a passkey) and then lets the action go through as it was
 * asked, so nothing typed is lost. Cancelling leaves the action refused, with the API's message
 * where it was asked for. Mounted once around the staff tools; on close, focus returns to the
 * control that started the action.
 */
export function StaffStepUp() {
  const { t } = useStaffTranslation();
  const [factors, setFactors] = useState<readonly SecondFactorKind[] | null>(null);
  const settle = useRef<((proved: boolean) => void) | null>(null);

  const finish = useCallback((proved: boolean) => {
    setFactors(null);
    settle.current?.(proved);
    settle.current = null;
  }, []);

  useEffect(() => {
    const remove = setStepUpPrompt(
      (asked) =>
        new Promise<boolean>((resolve) => {
          settle.current = resolve;
          setFactors(asked);
        }),
    );
    return () => {
      remove();
      settle.current?.(false);
      settle.current = null;
    };
  }, []);

  if (factors === null) return null;
  return (
    <CourtDialog
      heading={t('stepUp.heading')}
      closeLabel={t('gate.cancel')}
      onClose={() => finish(false)}
    >
      <p>{t('stepUp.intro')}</p>
      <Suspense fallback={<PageLoading />}>
        <LazyStepUpForm factors={factors} onProved={() => finish(true)} />
      </Suspense>
    </CourtDialog>
  );
}
