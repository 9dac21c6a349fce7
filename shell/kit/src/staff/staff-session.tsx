import { useEffect, useRef } from 'react';
import {
  Alert,
  NEEDS_SCRIPT_CLASS,
  PAGE_HEADING_ID,
  PageHeading,
  PageNeedsScript,
  useStaffStore,
  type StaffUserState,
} from '@court/kit';
import { useStaffTranslation } from './staff-translations';

/**
 * The staff member signed in, asking the API when it is not known yet. When someone signs in, or
 * the session is found after the API could not be reached, while the page is open, focus moves to
 * the page's new heading, as after a navigation, because the form or button they were in has
 * gone.
 */
export function useStaffSession(): StaffUserState {
  const staffUser = useStaffStore((state) => state.staffUser);
  const loadStaffUser = useStaffStore((state) => state.loadStaffUser);
  const wasKeptOut = useRef(false);

  useEffect(() => {
    if (staffUser === 'unknown') void loadStaffUser();
  }, [staffUser, loadStaffUser]);

  useEffect(() => {
    if (staffUser === null || staffUser === 'unreachable') {
      wasKeptOut.current = true;
    } else if (staffUser !== 'unknown' && wasKeptOut.current) {
      wasKeptOut.current = false;
      document.getElementById(PAGE_HEADING_ID)?.focus();
    }
  }, [staffUser]);

  return staffUser;
}

/**
 * Said while the API is asked who is signed in: how the server sends every staff page, so
 * without the script it says the staff tools need it instead.
 */
export function StaffSessionChecking() {
  const { t } = useStaffTranslation();
  return (
    <>
      <p className={`court-loading ${NEEDS_SCRIPT_CLASS}`} role="status">
        {t('gate.checking')}
      </p>
      <PageNeedsScript />
    </>
  );
}

/**
 * Said in place of a staff page while the API cannot say who is signed in (its database or the
 * network is away): the member of staff is not signed out, and asks again with the button. The
 * alert is announced by its role; nothing takes focus.
 */
export function StaffSessionUnreachable() {
  const { t } = useStaffTranslation();
  const loadStaffUser = useStaffStore((state) => state.loadStaffUser);
  return (
    <>
      <PageHeading>{t('gate.unreachableHeading')}</PageHeading>
      <Alert kind="error">
        <p className="usa-alert__text">{t('gate.unreachableBody')}</p>
        <button
          type="button"
          className="usa-button usa-button--outline"
          onClick={() => void loadStaffUser()}
        >
          {t('gate.retry')}
        </button>
      </Alert>
    </>
  );
}
