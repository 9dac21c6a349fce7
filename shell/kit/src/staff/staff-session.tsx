import { useEffect, useRef } from 'react';
import { PAGE_HEADING_ID, useStaffStore, type StaffUserState } from '@court/kit';
import { useStaffTranslation } from './staff-translations';

/**
 * The staff member signed in, asking the API when it is not known yet. When someone signs in
 * while the page is open, focus moves to the page's new heading, as after a navigation, because
 * the sign-in form they were in has gone.
 */
export function useStaffSession(): StaffUserState {
  const staffUser = useStaffStore((state) => state.staffUser);
  const loadStaffUser = useStaffStore((state) => state.loadStaffUser);
  const wasSignedOut = useRef(false);

  useEffect(() => {
    if (staffUser === 'unknown') void loadStaffUser();
  }, [staffUser, loadStaffUser]);

  useEffect(() => {
    if (staffUser === null) {
      wasSignedOut.current = true;
    } else if (staffUser !== 'unknown' && wasSignedOut.current) {
      wasSignedOut.current = false;
      document.getElementById(PAGE_HEADING_ID)?.focus();
    }
  }, [staffUser]);

  return staffUser;
}

/** Said while the API is asked who is signed in. */
export function StaffSessionChecking() {
  const { t } = useStaffTranslation();
  return (
    <p className="court-loading" role="status">
      {t('gate.checking')}
    </p>
  );
}
