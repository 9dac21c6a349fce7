import { MY_SIGN_IN_PATH, STAFF_ROLES } from '@court/contract';
import { useApiGet, useTranslation } from '@court/kit';
import {
  StaffLoadState,
  StaffToolFrame,
  StaffToolPage,
  useStaffToolErrors,
} from '@court/kit/staff';
import { MyAuthenticationAppSection } from './my-authentication-app-section';
import { MySessionsSection } from './my-sessions-section';
import { StaffPasskeys } from './staff-passkeys';
import { STAFF_ME_NS } from './staff-me-translations';

/**
 * The page itself: one section per part of how the person signs in, each under its own h2: their
 * authentication app, their passkeys, and where they are signed in.
 */
function YourSignIn() {
  const { t } = useTranslation(STAFF_ME_NS);
  const { load, reload } = useApiGet(MY_SIGN_IN_PATH, 'mySignIn');
  const reportPasskeysErrors = useStaffToolErrors();
  const loadTexts = {
    loading: t('sessions.loading'),
    failed: t('sessions.failed'),
    retry: t('sessions.retry'),
  };
  return (
    // No `load`: anyone signed in may see their own sign-in, so no refusal takes the page's place.
    <StaffToolFrame heading={t('heading')} intro={t('intro')}>
      <StaffLoadState load={load} retry={reload} texts={loadTexts}>
        {(signIn) => <MyAuthenticationAppSection signIn={signIn} reload={reload} />}
      </StaffLoadState>
      <StaffPasskeys onErrorChange={reportPasskeysErrors} />
      {load.status === 'ready' ? (
        <MySessionsSection sessions={load.data.sessions} reload={reload} />
      ) : null}
    </StaffToolFrame>
  );
}

/** /staff/me: how the signed-in member of staff signs in; any staff role may see their own. */
export function StaffMePage() {
  return (
    <StaffToolPage roles={STAFF_ROLES}>
      <YourSignIn />
    </StaffToolPage>
  );
}
