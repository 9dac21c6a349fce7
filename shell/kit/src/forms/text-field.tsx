import type { FocusEvent, HTMLAttributes } from 'react';
import { normalizeCaseNumber } from '@court/contract';
import { classNames, FieldFrame, useCourtField, type FieldProps } from './field-frame';

export interface TextFieldProps extends FieldProps {
  type?: 'text' | 'email' | 'tel' | 'password';
  /** HTML autocomplete token, e.g. "name" or "email", so browsers can fill the answer in. */
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** The shape of an answer, e.g. "[0-9]{6}" for a code; the form's own check still decides. */
  pattern?: string;
  spellCheck?: boolean;
  autoCapitalize?: string;
  /** Rewrites the answer when the visitor leaves the field (e.g. upper-cases a case number). */
  normalizeOnBlur?: (value: string) => string;
  /** Extra classes for the input, e.g. a USWDS width such as "usa-input--md". */
  inputClassName?: string;
}

/** A one-line text, e-mail or telephone input bound to Formik. */
export function TextField({
  name,
  label,
  hint,
  required = false,
  type = 'text',
  normalizeOnBlur,
  inputClassName,
  ...inputProps
}: TextFieldProps) {
  const state = useCourtField<string>(name, { hint, required });
  const { id, error, field, helpers, aria, notifyEdited } = state;

  function handleBlur(event: FocusEvent<HTMLInputElement>) {
    const typed = field.value ?? '';
    const value = normalizeOnBlur ? normalizeOnBlur(typed) : typed;
    if (value !== typed) void helpers.setValue(value, false);
    notifyEdited(value, event);
  }

  return (
    <FieldFrame state={state} label={label} hint={hint} required={required}>
      <input
        {...inputProps}
        {...aria}
        id={id}
        name={field.name}
        type={type}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={handleBlur}
        className={classNames('usa-input', error && 'usa-input--error', inputClassName)}
      />
    </FieldFrame>
  );
}

export type EmailFieldProps = Omit<
  TextFieldProps,
  'type' | 'autoComplete' | 'spellCheck' | 'normalizeOnBlur'
>;

/**
 * An e-mail address input: the phone shows its e-mail keyboard, the browser offers the visitor's
 * address, and no spelling squiggles mark the address as a misspelt word.
 */
export function EmailField(props: EmailFieldProps) {
  return <TextField {...props} type="email" autoComplete="email" spellCheck={false} />;
}

export type PasswordFieldProps = Omit<
  TextFieldProps,
  'type' | 'autoComplete' | 'spellCheck' | 'autoCapitalize' | 'normalizeOnBlur'
> & {
  /** "current-password" to sign in, "new-password" to choose one: password managers fill by it. */
  autoComplete: 'current-password' | 'new-password';
};

/** A password: never shown, spell-checked or capitalised; required unless said otherwise. */
export function PasswordField({ required = true, ...props }: PasswordFieldProps) {
  return (
    <TextField
      {...props}
      required={required}
      type="password"
      spellCheck={false}
      autoCapitalize="none"
    />
  );
}

export type CaseNumberFieldProps = Omit<TextFieldProps, 'type' | 'normalizeOnBlur'>;

/**
 * A case-number input: leaving it upper-cases the first seven characters (year and case type),
 * as the original site does, so "2023trd01234" becomes "2023TRD01234".
 */
export function CaseNumberField(props: CaseNumberFieldProps) {
  return (
    <TextField
      autoComplete="off"
      spellCheck={false}
      autoCapitalize="characters"
      {...props}
      type="text"
      normalizeOnBlur={normalizeCaseNumber}
    />
  );
}
