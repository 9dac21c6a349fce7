import { lazy, Suspense } from 'react';
import { PageLoading } from '@court/kit';
import type { StaffPasskeyRegistrationProps } from './staff-passkey-registration';

// Only a person who adds a passkey downloads the form. Not in staff-lazy: the sign-in form, which
// staff-lazy loads, loads this in turn.
const LazyPasskeyRegistration = lazy(async () => ({
  default: (await import('./staff-passkey-registration')).StaffPasskeyRegistration,
}));

/**
 * Adds a passkey: a name for it, then the browser's dialog; then the staff store holds the
 * person with it, signed in if they were enrolling at sign-in.
 */
export function StaffPasskeyRegistration(props: StaffPasskeyRegistrationProps) {
  return (
    <Suspense fallback={<PageLoading />}>
      <LazyPasskeyRegistration {...props} />
    </Suspense>
  );
}
