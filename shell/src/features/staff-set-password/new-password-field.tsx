import { useField } from 'formik';
import { useTranslation } from '@court/kit';
import { fieldId } from '@court/kit/forms';

export interface NewPasswordFieldProps {
  name: string;
  /** The label, already translated. */
  label: string;
  /** The rules of a password, already translated. */
  hint?: string;
}

/**
 * A password being chosen, in the kit fields' markup (label, hint, inline error with a hidden
 * "Error:"). The kit's TextField offers no password type, and its staff PasswordField, which
 * takes no hint, stays out of the staff entry every public page loads.
 */
export function NewPasswordField({ name, label, hint }: NewPasswordFieldProps) {
  const { t } = useTranslation('kit');
  const [field, meta] = useField<string>(name);
  const id = fieldId(name);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const error =
    typeof meta.error === 'string' && meta.error
      ? t(meta.error, { ns: 'validation', defaultValue: meta.error })
      : undefined;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={`usa-form-group${error ? ' usa-form-group--error' : ''}`}>
      <label className={`usa-label${error ? ' usa-label--error' : ''}`} htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <span className="usa-hint" id={hintId}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span className="usa-error-message" id={errorId}>
          <span className="usa-sr-only">{t('errorPrefix')} </span>
          {error}
        </span>
      ) : null}
      <input
        id={id}
        name={field.name}
        type="password"
        autoComplete="new-password"
        spellCheck={false}
        autoCapitalize="none"
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        aria-required
        className={`usa-input${error ? ' usa-input--error' : ''}`}
      />
    </div>
  );
}
