import { MY_SIGN_IN_PATH, STAFF_ROLES } from '@court/contract';
import { PageHeading, useApiGet, useTranslation } from '@court/kit';
import { StaffGate, StaffLoadState } from '@court/kit/staff';
import { MyAuthenticationAppSection } from './my-authentication-app-section';
import { MySessionsSection } from './my-sessions-section';
import { STAFF_ME_NS } from './staff-me-translations';

function MySignInPage() {
  const { t } = useTranslation(STAFF_ME_NS);
  const { load, reload } = useApiGet(MY_SIGN_IN_PATH, 'mySignIn');
  return (
    <div className="court-page">
      <PageHeading>{t('heading')}</PageHeading>
      <p>{t('intro')}</p>
      <StaffLoadState
        load={load}
        retry={reload}
        texts={{
          loading: t('sessions.loading'),
          failed: t('sessions.failed'),
          retry: t('sessions.retry'),
        }}
      >
        {(signIn) => (
          <>
            <MyAuthenticationAppSection signIn={signIn} reload={reload} />
            <MySessionsSection sessions={signIn.sessions} reload={reload} />
          </>
        )}
      </StaffLoadState>
    </div>
  );
}

/** /staff/me: anyone signed in to the staff tools sees how they sign in and where. */
export function StaffMePage() {
  return (
    <StaffGate roles={STAFF_ROLES}>
      <MySignInPage />
    </StaffGate>
  );
}
