import {
  classNames,
  FieldError,
  FieldHint,
  fieldId,
  OptionalMarker,
  useCourtField,
  type FieldProps,
} from './field-frame';

/** One choice of a RadioGroupField. */
export interface RadioOption {
  value: string;
  /** The choice's words, already translated. */
  label: string;
  /** The language of the label when it is not the page's ("Español" on an English page). */
  lang?: string;
}

export interface RadioGroupFieldProps extends FieldProps {
  /** The choices, in the order they are read; `label` is the question, shown as the legend. */
  options: readonly RadioOption[];
}

/**
 * One answer out of a few, as radio buttons in a fieldset whose legend asks the question and
 * whose hint describes it. The error shows under the hint, as GOV.UK's radios do, and describes
 * each button: screen readers read a group's description unevenly when focus lands in it (as the
 * error summary's link does, on the first button, which carries the field's id), but always read
 * the button's. Arrow keys move between the choices, as browsers do for radio buttons.
 */
export function RadioGroupField({
  name,
  label,
  hint,
  required = false,
  options,
}: RadioGroupFieldProps) {
  const state = useCourtField<string>(name, { hint, required });
  const { id, hintId, errorId, error, field, helpers, notifyEdited } = state;

  // A choice is "edited" as soon as it is made: there is nothing more to type.
  function choose(value: string) {
    void helpers.setValue(value, false);
    notifyEdited(value);
  }

  return (
    <div className={classNames('usa-form-group', error && 'usa-form-group--error')}>
      <fieldset className="usa-fieldset" aria-describedby={hint ? hintId : undefined}>
        <legend className={classNames('usa-legend', error && 'usa-label--error')}>
          {label}
          <OptionalMarker required={required} />
        </legend>
        <FieldHint id={hintId} message={hint} />
        <FieldError id={errorId} message={error} />
        {options.map((option, index) => {
          const optionId = index === 0 ? id : fieldId(`${name}-${option.value}`);
          return (
            <div key={option.value} className="usa-radio">
              <input
                id={optionId}
                name={field.name}
                type="radio"
                value={option.value}
                checked={field.value === option.value}
                aria-describedby={error ? errorId : undefined}
                onChange={() => choose(option.value)}
                className="usa-radio__input"
              />
              <label className="usa-radio__label" htmlFor={optionId} lang={option.lang}>
                {option.label}
              </label>
            </div>
          );
        })}
      </fieldset>
    </div>
  );
}
