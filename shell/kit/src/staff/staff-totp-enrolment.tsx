import { useId, useState } from 'react';
import {
  SECOND_FACTOR_FIELDS,
  type FieldErrors,
  type StaffUser,
  type TotpEnrolled,
  type TotpEnrolment,
} from '@court/contract';
import { checkedApiRequest, useStaffStore, type ApiResult } from '@court/kit';
import { TextField } from '@court/kit/forms';
import { NO_CODE, typedCode, type CodeValues } from './second-factor-code';
import { StaffForm } from './staff-form';
import { StaffStepHeading } from './staff-step-heading';
import { STAFF_NAMESPACE, useStaffTranslation } from './staff-translations';
import { TotpQrCode } from './totp-qr-code';

export interface StaffTotpEnrolmentProps {
  /** Level of the headings of its steps, one below the heading of the section that holds it. */
  headingLevel: 3 | 4;
  /**
   * Called once the person has said their recovery codes are saved; the staff store already
   * holds the user, with their app in force.
   */
  onEnrolled?: (user: StaffUser) => void;
  /**
   * Called when the API says the session has ended (401), with its message: the store holds
   * nobody then, and a sign-in half done starts again from the password.
   */
  onSessionEnded?: (error: string) => void;
  /** Told whenever a step starts or stops showing errors, for PageHeading's hasError. */
  onErrorChange?: (hasError: boolean) => void;
}

type NoValues = Record<string, never>;

const NO_VALUES: NoValues = {};

type Step =
  | { kind: 'start' }
  | { kind: 'scan'; enrolment: TotpEnrolment }
  | { kind: 'codes'; enrolled: TotpEnrolled };

/** "JBSWY3DPEHPK3PXP" as "JBSW Y3DP EHPK 3PXP": a long key is typed in groups. */
function groupsOfFour(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

function validateCode(values: CodeValues): FieldErrors {
  return typedCode(values)
    ? {}
    : { [SECOND_FACTOR_FIELDS.code]: `${STAFF_NAMESPACE}:totp.codeRequired` };
}

/**
 * Enrols an authentication app: a button asks the API for a new secret (POST
 * staff/second-factor/totp); the person scans its QR code, or types the key, and confirms with a
 * code from the app (.../confirm); the recovery codes are then shown this once, and the person
 * goes on when they say they have saved them. Used at sign-in for the roles that need an app, and
 * on the staff home page by anyone who wants one.
 */
export function StaffTotpEnrolment({
  headingLevel,
  onEnrolled,
  onSessionEnded,
  onErrorChange,
}: StaffTotpEnrolmentProps) {
  const { t } = useStaffTranslation();
  const setStaffUser = useStaffStore((state) => state.setStaffUser);
  const clearStaffUser = useStaffStore((state) => state.clearStaffUser);
  const [step, setStep] = useState<Step>({ kind: 'start' });
  const scanHeadingId = useId();
  const codesHeadingId = useId();

  /** A 401 is not something to fix in this form: the session is gone. */
  function unlessSessionEnded<T>(result: ApiResult<T>): ApiResult<T> | undefined {
    if (result.ok || result.status !== 401) return result;
    clearStaffUser();
    onSessionEnded?.(result.error);
    return undefined;
  }

  if (step.kind === 'start') {
    return (
      <StaffForm<NoValues, TotpEnrolment>
        initialValues={NO_VALUES}
        submit={async () =>
          unlessSessionEnded(
            await checkedApiRequest('POST', 'staff/second-factor/totp', 'totpEnrolment'),
          )
        }
        onSuccess={(enrolment) => setStep({ kind: 'scan', enrolment })}
        submitLabel={t('totp.start')}
        onErrorChange={onErrorChange}
      >
        {/* Only the button: a form still gives it the busy state and the error summary. */}
        {null}
      </StaffForm>
    );
  }

  if (step.kind === 'scan') {
    const { enrolment } = step;
    return (
      <>
        <StaffStepHeading key="scan" level={headingLevel} id={scanHeadingId}>
          {t('totp.scanHeading')}
        </StaffStepHeading>
        <ol className="usa-list">
          <li>{t('totp.stepOpen')}</li>
          <li>
            <p>{t('totp.stepScan')}</p>
            <TotpQrCode qr={enrolment.qr} label={t('totp.qrLabel')} />
            <p>{t('totp.cannotScan')}</p>
            <p className="court-totp__secret">{groupsOfFour(enrolment.secret)}</p>
          </li>
          <li>{t('totp.stepCode')}</li>
        </ol>
        <StaffForm<CodeValues, TotpEnrolled>
          initialValues={NO_CODE}
          validate={validateCode}
          submit={async (values) =>
            unlessSessionEnded(
              await checkedApiRequest('POST', 'staff/second-factor/totp/confirm', 'totpEnrolled', {
                code: typedCode(values),
              }),
            )
          }
          onSuccess={(enrolled) => setStep({ kind: 'codes', enrolled })}
          submitLabel={t('totp.confirm')}
          onErrorChange={onErrorChange}
          labelledBy={scanHeadingId}
        >
          <TextField
            name={SECOND_FACTOR_FIELDS.code}
            label={t('totp.code')}
            required
            autoComplete="one-time-code"
            inputMode="numeric"
            spellCheck={false}
            inputClassName="usa-input--small"
          />
        </StaffForm>
      </>
    );
  }

  const { user, recoveryCodes } = step.enrolled;
  return (
    <>
      <StaffStepHeading key="codes" level={headingLevel} id={codesHeadingId}>
        {t('totp.codesHeading')}
      </StaffStepHeading>
      <p>{t('totp.codesIntro')}</p>
      <ul className="usa-list court-recovery-codes" aria-labelledby={codesHeadingId}>
        {recoveryCodes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <button
        type="button"
        className="usa-button"
        onClick={() => {
          setStaffUser(user);
          onEnrolled?.(user);
        }}
      >
        {t('totp.saved')}
      </button>
    </>
  );
}
