import { useTranslation } from '@court/kit';
import { classNames, FieldFrame, useCourtField, type FieldProps } from './field-frame';

/** One choice of a SelectField; the label is already translated. */
export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends FieldProps {
  options: readonly SelectOption[];
  autoComplete?: string;
}

/** A drop-down list bound to Formik, starting on a "- Select -" choice with an empty value. */
export function SelectField({
  name,
  label,
  hint,
  required = false,
  options,
  autoComplete,
}: SelectFieldProps) {
  const { t } = useTranslation('kit');
  const state = useCourtField<string>(name, { hint, required });
  const { id, error, field, aria, onBlur } = state;

  return (
    <FieldFrame state={state} label={label} hint={hint} required={required}>
      <select
        {...aria}
        id={id}
        name={field.name}
        autoComplete={autoComplete}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={onBlur}
        className={classNames('usa-select', error && 'usa-input--error')}
      >
        <option value="">{t('selectPlaceholder')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
