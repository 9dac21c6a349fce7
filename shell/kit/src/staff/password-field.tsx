import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { fieldId } from '@court/kit/forms';

export interface PasswordFieldProps {
  name: string;
  /** The label, already translated. */
  label: string;
  /** HTML autocomplete token: "current-password" to sign in, "new-password" to choose one. */
  autoComplete: 'current-password' | 'new-password';
}

/**
 * A password input in the kit fields' markup (label, inline error with a hidden "Error:"). The
 * kit's TextField offers no password type, and a password must never be shown on screen.
 */
export function PasswordField({ name, label, autoComplete }: PasswordFieldProps) {
  const { t } = useTranslation('kit');
  const [field, meta] = useField<string>(name);
  const id = fieldId(name);
  const errorId = `${id}-error`;
  const error =
    typeof meta.error === 'string' && meta.error
      ? t(meta.error, { ns: 'validation', defaultValue: meta.error })
      : undefined;
  return (
    <div className={`usa-form-group${error ? ' usa-form-group--error' : ''}`}>
      <label className={`usa-label${error ? ' usa-label--error' : ''}`} htmlFor={id}>
        {label}
      </label>
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
        autoComplete={autoComplete}
        spellCheck={false}
        autoCapitalize="none"
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        aria-required
        className={`usa-input${error ? ' usa-input--error' : ''}`}
      />
    </div>
  );
}
