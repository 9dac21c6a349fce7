import { useEffect, type ReactNode } from 'react';
import type { FormikValues } from 'formik';
import type { FieldErrors } from '@court/contract';
import { CourtForm, SubmitButton, useFormController } from '@court/kit/forms';
import type { ApiResult } from '@court/kit';
import { StaffConfirmation, useStaffConfirmation } from './staff-confirmation';

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
  /** Confirmation shown after a success (a StaffConfirmation, focused), already translated. */
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
  /** Which of several like fields a path is, named in its error summary line. */
  fieldContext?: (name: string) => string | undefined;
  /** The fields, from @court/kit/forms. */
  children: ReactNode;
}

/**
 * A staff form: the kit's CourtForm (error summary, inline messages, "Please wait..." button)
 * around any request, where useCourtForm only posts the court forms' answers; a success is
 * confirmed the way every staff tool confirms one, with a StaffConfirmation.
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
  fieldContext,
  children,
}: StaffFormProps<T, R>) {
  const { confirmation, confirm, clear } = useStaffConfirmation();
  const controller = useFormController<T>({
    initialValues,
    validate,
    initialErrors,
    resetOnAccepted: false,
    confirmsSuccess: false,
    // Every field of a staff form is on the page, including ones the kit's fields do not cover
    // (a password), so each line links to its field.
    linksEveryField: true,
    fieldContext,
    send: async (values) => {
      clear();
      const result = await submit(values);
      if (!result) return { kind: 'handled' };
      if (result.ok) {
        const data = result.data;
        const after = () => {
          if (successMessage !== undefined) confirm(successMessage);
          onSuccess?.(data, values);
        };
        return { kind: 'accepted', after };
      }
      return { kind: 'refused', errors: result.errors, error: result.error };
    },
  });
  const { hasError } = controller;

  useEffect(() => {
    onErrorChange?.(hasError);
    // The error summary takes the confirmation's place.
    if (hasError) clear();
  }, [hasError, onErrorChange, clear]);

  return (
    <>
      {successMessage !== undefined ? <StaffConfirmation confirmation={confirmation} /> : null}
      <CourtForm form={controller} successMessage="" labelledBy={labelledBy}>
        {children}
        <SubmitButton>{submitLabel}</SubmitButton>
      </CourtForm>
    </>
  );
}
