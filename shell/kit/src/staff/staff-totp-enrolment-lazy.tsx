import { lazy, Suspense } from 'react';
import { PageLoading } from '@court/kit';
import type { StaffTotpEnrolmentProps } from './staff-totp-enrolment';

// Only a person who enrols downloads the enrolment. Not in staff-lazy: the sign-in form, which
// staff-lazy loads, loads this in turn.
const LazyTotpEnrolment = lazy(async () => ({
  default: (await import('./staff-totp-enrolment')).StaffTotpEnrolment,
}));

/**
 * Enrols an authentication app as the person's second factor, from the button that starts it to
 * the recovery codes shown once; then the staff store holds the user with it.
 */
export function StaffTotpEnrolment(props: StaffTotpEnrolmentProps) {
  return (
    <Suspense fallback={<PageLoading />}>
      <LazyTotpEnrolment {...props} />
    </Suspense>
  );
}
