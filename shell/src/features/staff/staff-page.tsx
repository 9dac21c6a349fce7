import { useState } from 'react';
import { STAFF_ME_PAGE, STAFF_TOOLS, hasStaffRole, type StaffUser } from '@court/contract';
import { LocalizedLink, PAGE_HEADING_ID, PageHeading, useTranslation } from '@court/kit';
import {
  StaffSessionChecking,
  StaffSessionUnreachable,
  StaffSignInForm,
  useStaffSession,
} from '@court/kit/staff';
import './staff-translations';

export interface StaffPageProps {
  /** Paths (without language prefix) this deployment can show: remote routes and shell pages. */
  availablePaths: ReadonlySet<string>;
}

function SignInSection() {
  const { t } = useTranslation('shellStaff');
  const [hasError, setHasError] = useState(false);
  return (
    <>
      <PageHeading hasError={hasError}>{t('home.signInHeading')}</PageHeading>
      <p>{t('home.signInIntro')}</p>
      <StaffSignInForm labelledBy={PAGE_HEADING_ID} onErrorChange={setHasError} />
    </>
  );
}

/** Whether the person has a second factor, and the way to their own sign-in page. */
function MySignInSection({ staffUser }: { staffUser: StaffUser }) {
  const { t } = useTranslation('shellStaff');
  return (
    <>
      <h2>{t('home.mySignInHeading')}</h2>
      <p>{staffUser.secondFactor ? t('home.secondFactorOn') : t('home.secondFactorNone')}</p>
      <p>
        <LocalizedLink to={STAFF_ME_PAGE} className="usa-link">
          {t('home.mySignInLink')}
        </LocalizedLink>
      </p>
    </>
  );
}

/**
 * /staff: the sign-in form, or once signed in the tools the user's roles allow and the way to
 * their own sign-in page (/staff/me). A tool is listed only when its page is deployed, so a
 * remote that has not
 * shipped its staff page yet is not a dead link.
 */
export function StaffPage({ availablePaths }: StaffPageProps) {
  const { t } = useTranslation('shellStaff');
  const staffUser = useStaffSession();

  if (staffUser === 'unknown') {
    return (
      <div className="court-page">
        <StaffSessionChecking />
      </div>
    );
  }
  // Not knowing is not being signed out: no sign-in form until the API says so.
  if (staffUser === 'unreachable') {
    return (
      <div className="court-page">
        <StaffSessionUnreachable />
      </div>
    );
  }
  if (staffUser === null) {
    return (
      <div className="court-page">
        <SignInSection />
      </div>
    );
  }
  const tools = STAFF_TOOLS.filter(
    (tool) => hasStaffRole(staffUser.roles, tool.roles) && availablePaths.has(tool.path),
  );
  return (
    <div className="court-page">
      <PageHeading>{t('home.heading')}</PageHeading>
      <p>{t('home.signedInAs', { name: staffUser.displayName })}</p>
      <h2>{t('home.toolsHeading')}</h2>
      {tools.length > 0 ? (
        <ul className="usa-list">
          {tools.map((tool) => (
            <li key={tool.key}>
              <LocalizedLink to={tool.path} className="usa-link">
                {t(`tools.${tool.key}`)}
              </LocalizedLink>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('home.noTools')}</p>
      )}
      <MySignInSection staffUser={staffUser} />
    </div>
  );
}
