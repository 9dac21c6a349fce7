import { SECOND_FACTOR_FIELDS } from '@court/contract';
import { TextField } from '@court/kit/forms';
import { useStaffTranslation } from './staff-translations';

/** The field for a code from the person's authentication app, or one of their recovery codes. */
export function SecondFactorCodeField() {
  const { t } = useStaffTranslation();
  return (
    // Digits on a phone's keyboard would leave no way to type a recovery code's letters.
    <TextField
      name={SECOND_FACTOR_FIELDS.code}
      label={t('factor.code')}
      hint={t('factor.codeHint')}
      required
      autoComplete="one-time-code"
      spellCheck={false}
      autoCapitalize="none"
      inputClassName="usa-input--medium"
    />
  );
}
