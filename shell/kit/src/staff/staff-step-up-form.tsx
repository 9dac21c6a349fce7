import { apiRequest, type ApiResult } from '@court/kit';
import { NO_CODE, typedCode, validateCode, type CodeValues } from './second-factor-code';
import { SecondFactorCodeField } from './second-factor-code-field';
import { StaffForm } from './staff-form';
import { useStaffTranslation } from './staff-translations';

export interface StaffStepUpFormProps {
  /** Called once the API accepted the code: the action asked for may go through now. */
  onProved: () => void;
}

/** The code of a step-up (POST staff/session/step-up), in the step-up dialog. */
export function StaffStepUpForm({ onProved }: StaffStepUpFormProps) {
  const { t } = useStaffTranslation();

  function submit(values: CodeValues): Promise<ApiResult<unknown>> {
    return apiRequest<unknown>('POST', 'staff/session/step-up', { code: typedCode(values) });
  }

  return (
    <StaffForm<CodeValues, unknown>
      initialValues={NO_CODE}
      validate={validateCode}
      submit={submit}
      onSuccess={onProved}
      submitLabel={t('stepUp.submit')}
    >
      <SecondFactorCodeField />
    </StaffForm>
  );
}
