import { formatCourtDate, type MySignIn } from '@court/contract';
import { useLanguage, useTranslation } from '@court/kit';
import { StaffConfirmation, StaffTotpEnrolment, useStaffConfirmation } from '@court/kit/staff';
import { STAFF_ME_NS } from './staff-me-translations';

export interface MyAuthenticationAppSectionProps {
  signIn: Pick<MySignIn, 'authenticationApp' | 'recoveryCodesLeft'>;
  /** Asks the API again, once an app was set up here. */
  reload: () => void;
}

/**
 * The person's authentication app: since when, with the recovery codes left; or offered. Roles
 * that need one set it up at sign-in; anyone else may add one here.
 */
export function MyAuthenticationAppSection({ signIn, reload }: MyAuthenticationAppSectionProps) {
  const { t } = useTranslation(STAFF_ME_NS);
  const language = useLanguage();
  const { confirmation, confirm } = useStaffConfirmation();
  const { authenticationApp, recoveryCodesLeft } = signIn;
  return (
    <>
      <h2>{t('app.heading')}</h2>
      {/* Takes focus in place of the button that was pressed, which has gone. */}
      <StaffConfirmation confirmation={confirmation} />
      {authenticationApp ? (
        <>
          <p>
            {t('app.on', {
              count: recoveryCodesLeft,
              date: formatCourtDate(authenticationApp.enrolledAt, language),
            })}
          </p>
          {recoveryCodesLeft === 0 ? <p>{t('app.noCodesLeft')}</p> : null}
          <p>{t('app.replace')}</p>
        </>
      ) : (
        <>
          <p>{t('app.offer')}</p>
          <StaffTotpEnrolment
            headingLevel={3}
            onEnrolled={() => {
              confirm(t('app.enrolled'));
              reload();
            }}
          />
        </>
      )}
    </>
  );
}
