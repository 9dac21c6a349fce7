import type { ReactNode } from 'react';
import { FormikProvider, type FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import type { FormSubmissionResponse } from '@court/contract';
import { apiRequest } from '@court/kit';
import { CourtFormContext } from './court-form-context';
import { ErrorSummary } from './error-summary';
import { validateWithSchema } from './field-errors';
import { FormSuccess } from './form-success';
import { useFormController, type CourtFormController } from './form-controller';

export interface CourtFormOptions<T extends FormikValues> {
  /** API path under /api/muni/ the answers are posted to, e.g. "forms/interpreter". */
  path: string;
  /** The empty form; also what the form returns to after a successful submit. */
  initialValues: T;
  /** The contract's yup schema, run on submit before anything is sent. */
  schema?: AnyObjectSchema;
  /** Called after the API accepted the answers (the form is already cleared). */
  onSuccess?: (values: T, response: FormSubmissionResponse) => void;
}

/**
 * State and submit logic of a court form (spec sections 4, 5 and 8). Validates on submit only,
 * with the contract's schema; posts the answers; on success clears the form and reports it; on
 * a 400 shows the API's per-field messages and general error; on a network or server failure
 * shows a retry message and keeps every answer.
 */
export function useCourtForm<T extends FormikValues>({
  path,
  initialValues,
  schema,
  onSuccess,
}: CourtFormOptions<T>): CourtFormController<T> {
  return useFormController<T>({
    initialValues,
    validate: schema ? (values) => validateWithSchema(schema, values) : undefined,
    resetOnAccepted: true,
    confirmsSuccess: true,
    send: async (values) => {
      const result = await apiRequest<FormSubmissionResponse>('POST', path, values);
      if (result.ok && result.data.success) {
        const response = result.data;
        return { kind: 'accepted', after: () => onSuccess?.(values, response) };
      }
      const errors = result.ok ? (result.data.errors ?? {}) : result.errors;
      const hasFieldErrors = Object.keys(errors).length > 0;
      // A refusal without any message still needs one, or the visitor would see nothing happen.
      const error = result.ok
        ? (result.data.error ?? (hasFieldErrors ? undefined : 'server.error'))
        : result.error;
      return { kind: 'refused', errors, error };
    },
  });
}

export interface CourtFormProps<T extends FormikValues> {
  /** What useCourtForm returned. */
  form: CourtFormController<T>;
  /** The confirmation shown after a successful submit, already translated. */
  successMessage: string;
  /** Id of the heading that names the form, if it has one. */
  labelledBy?: string;
  children: ReactNode;
}

/**
 * A court form: the error summary or the success message on top, then the fields and the submit
 * button given as children. The fields of @court/kit/forms read and report through it.
 */
export function CourtForm<T extends FormikValues>({
  form,
  successMessage,
  labelledBy,
  children,
}: CourtFormProps<T>) {
  return (
    <FormikProvider value={form.formik}>
      <CourtFormContext.Provider value={form.context}>
        {form.isSuccess ? (
          <FormSuccess message={successMessage} focusKey={form.submitAttempt} />
        ) : null}
        {form.hasError ? (
          <ErrorSummary
            items={form.errorItems}
            generalError={form.generalError}
            focusKey={form.submitAttempt}
          />
        ) : null}
        <form
          noValidate
          onSubmit={form.formik.handleSubmit}
          aria-labelledby={labelledBy}
          className="usa-form usa-form--large"
        >
          {children}
        </form>
      </CourtFormContext.Provider>
    </FormikProvider>
  );
}
