import { classNames, FieldFrame, useCourtField, type FieldProps } from './field-frame';

export interface TextareaFieldProps extends FieldProps {
  rows?: number;
  /** Longest answer the browser lets the visitor type; the schema still has the last word. */
  maxLength?: number;
}

/** A multi-line text answer bound to Formik. */
export function TextareaField({
  name,
  label,
  hint,
  required = false,
  rows = 5,
  maxLength,
}: TextareaFieldProps) {
  const state = useCourtField<string>(name, { hint, required });
  const { id, error, field, aria, onBlur } = state;

  return (
    <FieldFrame state={state} label={label} hint={hint} required={required}>
      <textarea
        {...aria}
        id={id}
        name={field.name}
        rows={rows}
        maxLength={maxLength}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={onBlur}
        className={classNames('usa-textarea', error && 'usa-input--error')}
      />
    </FieldFrame>
  );
}
