import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { hasStaffRole, SIGN_IN_OPTIONS_PATH, type StaffRole } from '@court/contract';
import { CourtDialog, LocalizedLink, PageHeading, useApiGet } from '@court/kit';
import { StaffSignInForm } from './staff-lazy';
import type { StaffSignInRefusal } from './staff-sign-in-form';
import { StaffSessionChecking, StaffSessionUnreachable, useStaffSession } from './staff-session';
import { StaffStepUp } from './staff-step-up';
import { useStaffTranslation } from './staff-translations';

/** Shown to a signed-in member of staff whose roles do not include the tool's. */
export function StaffForbidden() {
  const { t } = useStaffTranslation();
  return (
    <div className="court-page">
      <PageHeading>{t('gate.forbiddenHeading')}</PageHeading>
      <p>{t('gate.forbiddenBody')}</p>
      <p>
        <LocalizedLink to="staff" className="usa-link">
          {t('gate.staffHome')}
        </LocalizedLink>
      </p>
    </div>
  );
}

/** Signed out: the sign-in dialog opens at once; closing it leaves a button to open it again. */
function SignedOut({ onSignInFailed }: Pick<StaffGateProps, 'onSignInFailed'>) {
  const { t } = useStaffTranslation();
  const [isDialogOpen, setIsDialogOpen] = useState(true);
  const openButtonRef = useRef<HTMLButtonElement>(null);
  const closeDialog = useCallback(() => setIsDialogOpen(false), []);
  // Read once for the page, so the dialog opened again shows the whole form at once.
  const { load: signInOptions } = useApiGet(SIGN_IN_OPTIONS_PATH, 'signInOptions');

  useEffect(() => {
    // The dialog opened by itself, so focus had no button to go back to: take it to this one.
    if (!isDialogOpen) openButtonRef.current?.focus();
  }, [isDialogOpen]);

  return (
    <div className="court-page">
      <PageHeading>{t('gate.signedOutHeading')}</PageHeading>
      <p>{t('gate.signedOutBody')}</p>
      <button
        ref={openButtonRef}
        type="button"
        className="usa-button"
        aria-haspopup="dialog"
        onClick={() => setIsDialogOpen(true)}
      >
        {t('gate.openSignIn')}
      </button>
      {isDialogOpen ? (
        <CourtDialog
          heading={t('signIn.heading')}
          closeLabel={t('gate.cancel')}
          onClose={closeDialog}
        >
          <StaffSignInForm
            onSignInFailed={onSignInFailed}
            stepHeadingLevel={3}
            signInOptions={signInOptions}
          />
        </CourtDialog>
      ) : null}
    </div>
  );
}

export interface StaffGateProps {
  /** Roles that may use the tool; admin always may. */
  roles: readonly StaffRole[];
  /** The tool's page, rendered only for a signed-in user with one of the roles. */
  children: ReactNode;
  /**
   * Called when the API refuses the credentials typed in the gate's sign-in (a wrong username or
   * password), instead of showing the refusal in the dialog. The page decides where such a
   * visitor goes, and should take them there. A request to wait after too many attempts is
   * still shown in the dialog.
   */
  onSignInFailed?: (refusal: StaffSignInRefusal) => void;
}

/**
 * Wraps a staff tool's page. While the session is unknown it says so; when the API cannot tell
 * (its database is away), it says that and offers to ask again, never the sign-in; signed out,
 * it offers the sign-in in a dialog and then shows the tool; without the role, it says so and
 * links to the staff home. Around the tool, the step-up dialog waits for an action that needs the
 * second factor proved again. The API guards every staff endpoint too: this gate is for people, not
 * security.
 */
export function StaffGate({ roles, children, onSignInFailed }: StaffGateProps) {
  const staffUser = useStaffSession();
  if (staffUser === 'unknown') return <StaffSessionChecking />;
  if (staffUser === 'unreachable') {
    return (
      <div className="court-page">
        <StaffSessionUnreachable />
      </div>
    );
  }
  if (staffUser === null) return <SignedOut onSignInFailed={onSignInFailed} />;
  if (!hasStaffRole(staffUser.roles, roles)) return <StaffForbidden />;
  return (
    <>
      {children}
      <StaffStepUp />
    </>
  );
}
