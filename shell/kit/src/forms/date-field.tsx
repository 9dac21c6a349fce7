import { useTranslation } from '@court/kit';
import { classNames, FieldFrame, useCourtField, type FieldProps } from './field-frame';

export interface DateFieldProps extends FieldProps {
  /** Earliest and latest dates the picker offers, "YYYY-MM-DD". */
  min?: string;
  max?: string;
}

/**
 * A native date input; its value is "YYYY-MM-DD", the format the contract's schemas expect.
 * Without a hint it shows the kit's example date, because browsers display the date in the
 * visitor's locale format.
 */
export function DateField({ name, label, hint, required = false, min, max }: DateFieldProps) {
  const { t } = useTranslation('kit');
  const shownHint = hint ?? t('dateHint');
  const state = useCourtField<string>(name, { hint: shownHint, required });
  const { id, error, field, aria, onBlur } = state;

  return (
    <FieldFrame state={state} label={label} hint={shownHint} required={required}>
      <input
        {...aria}
        id={id}
        name={field.name}
        type="date"
        min={min}
        max={max}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={onBlur}
        className={classNames('usa-input', 'usa-input--md', error && 'usa-input--error')}
      />
    </FieldFrame>
  );
}
