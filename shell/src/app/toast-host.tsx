import { lazy, Suspense, useState } from 'react';
import { useSiteStore } from '@court/kit';

// The toast library is fetched with the first notification, not with every page.
const Toasts = lazy(async () => ({ default: (await import('./toasts')).Toasts }));

/** Mounts the toast container once something asks for a toast, then keeps it. */
export function ToastHost() {
  const hasPending = useSiteStore((state) => state.pendingToasts.length > 0);
  const [mounted, setMounted] = useState(false);
  if (hasPending && !mounted) setMounted(true);
  return mounted ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
