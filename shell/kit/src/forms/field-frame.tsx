import { useEffect, type FocusEvent, type ReactNode } from 'react';
import { useField, type FieldHelperProps, type FieldInputProps } from 'formik';
import { useTranslation } from '@court/kit';
import { useCourtFormContext } from './court-form-context';
import { useFieldMessage } from './validation-texts';

/** Props every field of the kit takes. */
export interface FieldProps {
  /**
   * The field's name in the original client; also the key of its value, its error and (cleaned)
   * its element id.
   */
  name: string;
  /** The label, already translated. */
  label: string;
  /** Help text shown under the label, already translated. */
  hint?: string;
  /**
   * Whether an answer is needed. The kit marks optional fields only, with "(optional)", as GOV.UK
   * does: most questions are required, so marking the few exceptions is quieter.
   */
  required?: boolean;
}

/** The HTML id of the element of a field: its name with brackets and dots turned into dashes. */
export function fieldId(name: string): string {
  return name.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/-+$/, '');
}

/** The ARIA attributes that tie an input to its hint and error message. */
export interface FieldAria {
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export interface CourtField<V> {
  id: string;
  hintId: string;
  errorId: string;
  /** The field's error message, translated; undefined when the field has none. */
  error: string | undefined;
  field: FieldInputProps<V>;
  helpers: FieldHelperProps<V>;
  aria: FieldAria;
  /**
   * Tells the enclosing CourtForm that the visitor finished editing this field; given the blur
   * that ended the edit, not when focus goes to the form's own submit button (see below). It is
   * all a blur does: answers are checked when the form is sent, so no form reads Formik's
   * `touched`, and marking a field touched re-rendered every field of the form on each Tab (6 ms
   * a press in a content tool of three hundred fields, on a two-core machine).
   */
  notifyEdited: (value: V, blur?: FocusEvent) => void;
  /** A field's blur as most fields take it: notifyEdited with the value the element holds. */
  onBlur: (event: FocusEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
}

/**
 * Binds a kit field to Formik and to the enclosing CourtForm: ids, the translated error, the
 * ARIA wiring and the "edited" notification that clears server errors.
 */
export function useCourtField<V>(
  name: string,
  { hint, required = false }: Pick<FieldProps, 'hint' | 'required'>,
  type?: 'checkbox',
): CourtField<V> {
  const fieldMessage = useFieldMessage();
  const [field, meta, helpers] = useField<V>({ name, type });
  const court = useCourtFormContext();
  const register = court?.registerField;
  useEffect(() => register?.(name), [register, name]);

  const id = fieldId(name);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // Errors are message codes of the contract's catalog or text the server already translated.
  const error = typeof meta.error === 'string' && meta.error ? fieldMessage(meta.error) : undefined;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined]
    .filter(Boolean)
    .join(' ');
  return {
    id,
    hintId,
    errorId,
    error,
    field,
    helpers,
    aria: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
      'aria-required': required ? true : undefined,
    },
    notifyEdited: (value: V, blur?: FocusEvent) => {
      if (!blur || !isLeavingForSubmit(blur)) court?.onFieldEdited(name, value);
    },
    onBlur: (event) => {
      if (!isLeavingForSubmit(event)) court?.onFieldEdited(name, event.target.value);
    },
  };
}

/**
 * Focus is leaving the field for its form's submit button: pressing the button moves focus
 * before it clicks, and clearing the error then would take the error summary away above the
 * button and move it from under the pointer, so the click would be lost. The submit checks the
 * answers again anyway.
 */
function isLeavingForSubmit(blur: FocusEvent): boolean {
  const next = blur.relatedTarget;
  const field = blur.target;
  return (
    next instanceof HTMLButtonElement &&
    next.type === 'submit' &&
    'form' in field &&
    next.form !== null &&
    next.form === field.form
  );
}

/** Joins class names, skipping the empty ones. */
export function classNames(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

export interface FieldMessageProps {
  id: string;
  message: string | undefined;
}

/** The hint under a label. */
export function FieldHint({ id, message }: FieldMessageProps) {
  if (!message) return null;
  return (
    <span className="usa-hint" id={id}>
      {message}
    </span>
  );
}

/** The inline error under a label, with a hidden "Error:" so it makes sense read on its own. */
export function FieldError({ id, message }: FieldMessageProps) {
  const { t } = useTranslation('kit');
  if (!message) return null;
  return (
    <span className="usa-error-message" id={id}>
      <span className="usa-sr-only">{t('errorPrefix')} </span>
      {message}
    </span>
  );
}

/** The "(optional)" marker after the label of a field that needs no answer. */
export function OptionalMarker({ required }: { required: boolean }) {
  const { t } = useTranslation('kit');
  if (required) return null;
  return <span className="court-optional"> {t('optional')}</span>;
}

export interface FieldFrameProps<V> {
  state: CourtField<V>;
  label: string;
  hint?: string;
  required: boolean;
  children: ReactNode;
}

/** Form group, label, hint and error around one input, in the order GOV.UK and USWDS use. */
export function FieldFrame<V>({ state, label, hint, required, children }: FieldFrameProps<V>) {
  const { id, hintId, errorId, error } = state;
  return (
    <div className={classNames('usa-form-group', error && 'usa-form-group--error')}>
      <label className={classNames('usa-label', error && 'usa-label--error')} htmlFor={id}>
        {label}
        <OptionalMarker required={required} />
      </label>
      <FieldHint id={hintId} message={hint} />
      <FieldError id={errorId} message={error} />
      {children}
    </div>
  );
}
