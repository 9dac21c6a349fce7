import { useCallback, useState } from 'react';
import {
  getIn,
  setIn,
  useFormik,
  type FormikContextType,
  type FormikErrors,
  type FormikValues,
} from 'formik';
import type { FieldErrors } from '@court/contract';
import type { CourtFormContextValue } from './court-form-context';
import type { ErrorSummaryItem } from './error-summary';
import { fieldId } from './field-frame';
import { flattenErrors, toFormikErrors } from './field-errors';

/** A form's state as CourtForm shows it: returned by useCourtForm and useFormController. */
export interface CourtFormController<T extends FormikValues> {
  formik: FormikContextType<T>;
  isSubmitting: boolean;
  /** The last submit was accepted. */
  isSuccess: boolean;
  /** The reference the API gave the accepted submission, if it gives one. */
  successReference: string | undefined;
  /** The message about the whole submission, a catalog code or server text. */
  generalError: string | undefined;
  /** The form shows errors: pass it to PageHeading's hasError to prefix the title "Error:". */
  hasError: boolean;
  /** The error summary's lines, in the order the fields appear. */
  errorItems: readonly ErrorSummaryItem[];
  /** Counts finished submits; the summary and success message take focus when it changes. */
  submitAttempt: number;
  context: CourtFormContextValue;
  /** Called when focus first or again moves into the form, to prepare for sending it. */
  onFormFocus?: () => void;
  /**
   * Where the form's HTML posts when the browser sends it without the page's script (its page's
   * own address), with the page's one-use token (a form that proves itself otherwise, such as a
   * sign-up's code with its sign-up token, has none); undefined for a form that needs the script.
   * `outcomeId` names the error summary or confirmation the page comes back with: the form's
   * HTML posts to the action with it as the #fragment.
   */
  postsWithoutScript?: { action: string; token?: string; outcomeId?: string };
}

/** What sending the answers came to. */
export type SubmitOutcome =
  /** Accepted; `after` runs once the form shows it (for the caller's onSuccess). */
  | { kind: 'accepted'; reference?: string; after?: () => void }
  /** Refused: messages per field and about the whole submission. */
  | { kind: 'refused'; errors: FieldErrors; error?: string }
  /** Nothing to show here (the caller navigated away, say): the errors are cleared. */
  | { kind: 'handled' };

export interface FormControllerOptions<T extends FormikValues> {
  initialValues: T;
  /** Checks the answers before anything is sent: messages by field, empty when all is well. */
  validate?: (values: T) => FieldErrors | Promise<FieldErrors>;
  /** Sends the answers checked by `validate`. */
  send: (values: T) => Promise<SubmitOutcome>;
  /** After an accepted submit: empty the form (court forms), or keep the answers. */
  resetOnAccepted: boolean;
  /** Show the success message after an accepted submit. */
  confirmsSuccess: boolean;
  /** Link a summary line to its field even when no kit field registered it (a password). */
  linksEveryField?: boolean;
  /** Errors shown from the start, found without a submit. */
  initialErrors?: { errors: FieldErrors; error?: string };
  /** Shown from the start as accepted (the confirmation of a form sent without the script). */
  initialSuccess?: { reference?: string };
  /** Which of several like fields a path is, for its summary line (ErrorSummaryItem.context). */
  fieldContext?: (name: string) => string | undefined;
}

/**
 * The behaviour every form of the site shares:
 * answers are checked on submit only; a field's error goes when the field is edited, and the
 * general error when no field error is left; the summary lists errors in page order; answers
 * are kept on any refusal.
 */
export function useFormController<T extends FormikValues>({
  initialValues,
  validate,
  send,
  resetOnAccepted,
  confirmsSuccess,
  linksEveryField = false,
  initialErrors,
  initialSuccess,
  fieldContext,
}: FormControllerOptions<T>): CourtFormController<T> {
  const [generalError, setGeneralError] = useState<string | undefined>(initialErrors?.error);
  const [isSuccess, setIsSuccess] = useState(initialSuccess !== undefined);
  const [successReference, setSuccessReference] = useState(initialSuccess?.reference);
  const [submitAttempt, setSubmitAttempt] = useState(0);
  // The answers as last submitted: a field counts as edited once its value differs from them.
  const [submittedValues, setSubmittedValues] = useState<T | undefined>();
  const [fieldOrder, setFieldOrder] = useState<readonly string[]>([]);

  const formik = useFormik<T>({
    initialValues,
    initialErrors: initialErrors ? toFormikErrors<T>(initialErrors.errors) : undefined,
    // GOV.UK pattern: check answers when the person submits, not while they type.
    validateOnBlur: false,
    validateOnChange: false,
    validateOnMount: false,
    onSubmit: async (values, helpers) => {
      setSubmittedValues(values);
      setGeneralError(undefined);
      setIsSuccess(false);
      const finish = () => setSubmitAttempt((attempt) => attempt + 1);

      const clientErrors = (await validate?.(values)) ?? {};
      if (Object.keys(clientErrors).length > 0) {
        helpers.setErrors(toFormikErrors<T>(clientErrors));
        finish();
        return;
      }
      const outcome = await send(values);
      if (outcome.kind === 'handled') {
        helpers.setErrors({});
        return;
      }
      if (outcome.kind === 'accepted') {
        if (resetOnAccepted) helpers.resetForm();
        else helpers.setErrors({});
        setIsSuccess(confirmsSuccess);
        setSuccessReference(outcome.reference);
        finish();
        outcome.after?.();
        return;
      }
      helpers.setErrors(toFormikErrors<T>(outcome.errors));
      setGeneralError(outcome.error);
      finish();
    },
  });

  const registerField = useCallback((name: string) => {
    setFieldOrder((order) => (order.includes(name) ? order : [...order, name]));
    return () => setFieldOrder((order) => order.filter((item) => item !== name));
  }, []);

  // Editing a field removes its error; once none is left, the general one goes.
  const onFieldEdited = (name: string, value: unknown) => {
    if (getIn(formik.errors, name) === undefined) return;
    if (submittedValues && Object.is(value, getIn(submittedValues, name))) return;
    const remaining = setIn(formik.errors, name, undefined) as FormikErrors<T>;
    formik.setErrors(remaining);
    if (flattenErrors(remaining).length === 0) setGeneralError(undefined);
  };

  const rank = (name: string) => {
    const index = fieldOrder.indexOf(name);
    return index === -1 ? fieldOrder.length : index;
  };
  const errorItems = flattenErrors(formik.errors)
    .sort((a, b) => rank(a.name) - rank(b.name))
    .map(({ name, message }) => ({
      name,
      message,
      href: linksEveryField || fieldOrder.includes(name) ? `#${fieldId(name)}` : undefined,
      context: fieldContext?.(name),
    }));

  return {
    formik,
    isSubmitting: formik.isSubmitting,
    isSuccess,
    successReference,
    generalError,
    hasError: generalError !== undefined || errorItems.length > 0,
    errorItems,
    submitAttempt,
    context: { onFieldEdited, registerField },
  };
}
