import type { ChangeEvent } from 'react';
import {
  classNames,
  FieldError,
  FieldHint,
  OptionalMarker,
  useCourtField,
  type FieldProps,
} from './field-frame';

export type CheckboxFieldProps = FieldProps;

/** A single yes/no checkbox bound to a boolean value (e.g. "I confirm that I have read..."). */
export function CheckboxField({ name, label, hint, required = false }: CheckboxFieldProps) {
  const state = useCourtField<boolean>(name, { hint, required }, 'checkbox');
  const { id, hintId, errorId, error, field, helpers, aria, notifyEdited } = state;

  // A checkbox is "edited" as soon as it changes: there is nothing more to type.
  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const checked = event.target.checked;
    void helpers.setValue(checked, false);
    notifyEdited(checked);
  }

  return (
    <div className={classNames('usa-form-group', error && 'usa-form-group--error')}>
      <FieldHint id={hintId} message={hint} />
      <FieldError id={errorId} message={error} />
      <div className="usa-checkbox">
        <input
          {...aria}
          id={id}
          name={field.name}
          type="checkbox"
          checked={Boolean(field.checked)}
          onChange={handleChange}
          className="usa-checkbox__input"
        />
        <label className="usa-checkbox__label" htmlFor={id}>
          {label}
          <OptionalMarker required={required} />
        </label>
      </div>
    </div>
  );
}
