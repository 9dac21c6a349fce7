import type { SecondFactorKind } from '@court/contract';
import { apiRequest, type ApiResult } from '@court/kit';
import { provePasskeyFactor, usePasskeySupport } from './passkey-ceremony';
import { NO_CODE, typedCode, validateCode, type CodeValues } from './second-factor-code';
import { SecondFactorCodeField } from './second-factor-code-field';
import { StaffForm } from './staff-form';
import { StaffPasskeyButton } from './staff-passkey-button';
import { useStaffTranslation } from './staff-translations';

export interface StaffStepUpFormProps {
  /** The second factors the account has, as the API said. */
  factors: readonly SecondFactorKind[];
  /** Called once the API accepted the proof: the action asked for may go through now. */
  onProved: () => void;
}

/**
 * The proof of a step-up, in the step-up dialog: one of the person's passkeys (POST
 * staff/session/factor/passkey), where the account has one and the browser can use it, and a
 * code (POST staff/session/step-up) where it has an authentication app.
 */
export function StaffStepUpForm({ factors, onProved }: StaffStepUpFormProps) {
  const { t } = useStaffTranslation();
  const supportsPasskeys = usePasskeySupport();
  const hasApp = factors.includes('app');
  const offersPasskey = factors.includes('passkey') && supportsPasskeys === true;

  function submit(values: CodeValues): Promise<ApiResult<unknown>> {
    return apiRequest<unknown>('POST', 'staff/session/step-up', { code: typedCode(values) });
  }

  return (
    <>
      {offersPasskey ? (
        <StaffPasskeyButton prove={provePasskeyFactor} onSignedIn={onProved} />
      ) : null}
      {!hasApp && supportsPasskeys === false ? <p>{t('passkey.unsupportedFactor')}</p> : null}
      {hasApp ? (
        <>
          {offersPasskey ? <p>{t('passkey.orCode')}</p> : null}
          <StaffForm<CodeValues, unknown>
            initialValues={NO_CODE}
            validate={validateCode}
            submit={submit}
            onSuccess={onProved}
            submitLabel={t('stepUp.submit')}
          >
            <SecondFactorCodeField />
          </StaffForm>
        </>
      ) : null}
    </>
  );
}
