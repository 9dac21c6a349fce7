import type { ChangeEvent } from 'react';
import { classNames, FieldFrame, useCourtField, type FieldProps } from './field-frame';

export interface FileFieldProps extends FieldProps {
  /** File types the picker offers, e.g. "application/pdf,.pdf". The server still checks. */
  accept?: string;
}

/**
 * A file input bound to Formik: its value is the chosen File, or null before one is chosen. A
 * file input cannot be set from code, so the value only ever comes from the person choosing.
 */
export function FileField({ name, label, hint, required = false, accept }: FileFieldProps) {
  const state = useCourtField<File | null>(name, { hint, required });
  const { id, error, field, helpers, aria, notifyEdited } = state;

  // Choosing a file finishes editing the field: there is nothing more to type.
  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    void helpers.setValue(file, false);
    notifyEdited(file);
  }

  return (
    <FieldFrame state={state} label={label} hint={hint} required={required}>
      <input
        {...aria}
        id={id}
        name={field.name}
        type="file"
        accept={accept}
        onChange={handleChange}
        className={classNames('usa-input', error && 'usa-input--error')}
      />
    </FieldFrame>
  );
}
