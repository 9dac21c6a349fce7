import { useEffect, type ReactNode } from 'react';
import type { FormikValues } from 'formik';
import type { FieldErrors } from '@court/contract';
import { CourtForm, SubmitButton, useFormController } from '@court/kit/forms';
import type { ApiResult } from '@court/kit';

/** Errors reported for a form from outside a submit, e.g. a 400 for filters read from the URL. */
export interface StaffFormErrors {
  errors: FieldErrors;
  error?: string;
}

export interface StaffFormProps<T extends FormikValues, R> {
  initialValues: T;
  /**
   * Checks the answers before anything is sent; returns message codes or i18n keys (such as
   * "staff:signIn.usernameRequired") keyed by field name, empty when all is well.
   */
  validate?: (values: T) => FieldErrors;
  /**
   * Sends the answers. An ok result is a success; a failed one shows the API's messages. Return
   * undefined when the submit is handled some other way (a navigation), which clears the errors.
   */
  submit: (values: T) => Promise<ApiResult<R> | undefined>;
  onSuccess?: (data: R, values: T) => void;
  /** Confirmation shown (and focused) after a success, already translated. */
  successMessage?: string;
  /** Text of the submit button, already translated. */
  submitLabel: string;
  /**
   * Errors to show from the start, found without a submit (a 400 for filters read from the
   * address). Read once: give the form a new key to show others.
   */
  initialErrors?: StaffFormErrors;
  /** Told whenever the form starts or stops showing errors, for PageHeading's hasError. */
  onErrorChange?: (hasError: boolean) => void;
  /** Id of the heading that names the form. */
  labelledBy?: string;
  /** The fields, from @court/kit/forms. */
  children: ReactNode;
}

/**
 * A staff form: the kit's CourtForm (error summary, inline messages, success message, "Please
 * wait..." button) around any request, where useCourtForm only posts the court forms' answers.
 */
export function StaffForm<T extends FormikValues, R>({
  initialValues,
  validate,
  submit,
  onSuccess,
  successMessage,
  submitLabel,
  initialErrors,
  onErrorChange,
  labelledBy,
  children,
}: StaffFormProps<T, R>) {
  const controller = useFormController<T>({
    initialValues,
    validate,
    initialErrors,
    resetOnAccepted: false,
    confirmsSuccess: successMessage !== undefined,
    // Every field of a staff form is on the page, including ones the kit's fields do not cover
    // (a password), so each line links to its field.
    linksEveryField: true,
    send: async (values) => {
      const result = await submit(values);
      if (!result) return { kind: 'handled' };
      if (result.ok) {
        const data = result.data;
        return { kind: 'accepted', after: () => onSuccess?.(data, values) };
      }
      return { kind: 'refused', errors: result.errors, error: result.error };
    },
  });
  const { hasError } = controller;

  useEffect(() => {
    onErrorChange?.(hasError);
  }, [hasError, onErrorChange]);

  return (
    <CourtForm form={controller} successMessage={successMessage ?? ''} labelledBy={labelledBy}>
      {children}
      <SubmitButton>{submitLabel}</SubmitButton>
    </CourtForm>
  );
}
