import { useTranslation } from '@court/kit';
import { classNames, FieldFrame, useCourtField, type FieldProps } from './field-frame';

export type TimeFieldProps = FieldProps;

/**
 * A native time input; its value is "HH:MM" on a 24-hour clock whatever the browser shows
 * (5:00 PM is "17:00"). Without a hint it shows the kit's example time.
 */
export function TimeField({ name, label, hint, required = false }: TimeFieldProps) {
  const { t } = useTranslation('kit');
  const shownHint = hint ?? t('timeHint');
  const state = useCourtField<string>(name, { hint: shownHint, required });
  const { id, error, field, aria, onBlur } = state;

  return (
    <FieldFrame state={state} label={label} hint={shownHint} required={required}>
      <input
        {...aria}
        id={id}
        name={field.name}
        type="time"
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={onBlur}
        className={classNames('usa-input', 'usa-input--sm', error && 'usa-input--error')}
      />
    </FieldFrame>
  );
}
