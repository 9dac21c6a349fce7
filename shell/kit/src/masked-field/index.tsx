import type { ChangeEvent, ComponentType, FocusEvent, HTMLAttributes } from 'react';
import InputMask from 'react-input-mask';
import { MASKS } from '@court/contract';
import { classNames, FieldFrame, useCourtField, type FieldProps } from '@court/kit/forms';

/** The props of react-input-mask v3 (the React 19 fork) that the kit uses. */
interface InputMaskProps extends Omit<HTMLAttributes<HTMLInputElement>, 'onChange' | 'onBlur'> {
  mask: string;
  maskPlaceholder: string | null;
  value: string;
  name: string;
  type: string;
  autoComplete?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
}

// The package ships no usable types; this states the part of its API the kit relies on.
const TypedInputMask = InputMask as ComponentType<InputMaskProps>;

export interface MaskedFieldProps extends FieldProps {
  /** react-input-mask v3 mask, e.g. MASKS.phone from the contract ("(999) 999-9999"). */
  mask: string;
  /**
   * What fills the untyped part of the mask. Empty by default, so the value holds only what was
   * typed and a half-typed answer reads as such to the schema.
   */
  maskPlaceholder?: string | null;
  type?: 'text' | 'tel';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  inputClassName?: string;
}

/**
 * A text input with an input mask (phone, SSN), bound to Formik. Not in the forms kit: the mask
 * library ships only with the forms that mask a field.
 */
export function MaskedField({
  name,
  label,
  hint,
  required = false,
  mask,
  maskPlaceholder = null,
  type = 'text',
  inputClassName,
  ...inputProps
}: MaskedFieldProps) {
  const state = useCourtField<string>(name, { hint, required });
  const { id, error, field, aria, onBlur } = state;

  return (
    <FieldFrame state={state} label={label} hint={hint} required={required}>
      <TypedInputMask
        {...inputProps}
        {...aria}
        id={id}
        name={field.name}
        type={type}
        mask={mask}
        maskPlaceholder={maskPlaceholder}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={onBlur}
        className={classNames('usa-input', error && 'usa-input--error', inputClassName)}
      />
    </FieldFrame>
  );
}

export type PhoneFieldProps = Omit<MaskedFieldProps, 'mask' | 'type' | 'inputClassName'>;

/** A US phone number typed into the court's mask, "(330) 555-0100", on the phone keypad. */
export function PhoneField(props: PhoneFieldProps) {
  return <MaskedField {...props} mask={MASKS.phone} type="tel" inputClassName="usa-input--lg" />;
}
