import { useCallback, useState, type ReactNode } from 'react';
import {
  FormikProvider,
  getIn,
  setIn,
  useFormik,
  type FormikContextType,
  type FormikErrors,
  type FormikValues,
} from 'formik';
import type { AnyObjectSchema } from 'yup';
import type { FormSubmissionResponse } from '@court/contract';
import { apiRequest } from '@court/kit';
import { CourtFormContext, type CourtFormContextValue } from './court-form-context';
import { ErrorSummary, type ErrorSummaryItem } from './error-summary';
import { fieldId } from './field-frame';
import { flattenErrors, toFormikErrors, validateWithSchema } from './field-errors';
import { FormSuccess } from './form-success';

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

/** A court form's state, returned by useCourtForm and handed to CourtForm. */
export interface CourtFormController<T extends FormikValues> {
  formik: FormikContextType<T>;
  isSubmitting: boolean;
  /** The last submit was accepted by the API. */
  isSuccess: boolean;
  /** The message about the whole submission, a catalog code or server text. */
  generalError: string | undefined;
  /** The form shows errors: pass it to PageHeading's hasError to prefix the title "Error:". */
  hasError: boolean;
  /** The error summary's lines, in the order the fields appear. */
  errorItems: readonly ErrorSummaryItem[];
  /** Counts finished submits; the summary and success message take focus when it changes. */
  submitAttempt: number;
  context: CourtFormContextValue;
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
  const [generalError, setGeneralError] = useState<string | undefined>();
  const [isSuccess, setIsSuccess] = useState(false);
  const [submitAttempt, setSubmitAttempt] = useState(0);
  // The answers as last submitted: a field counts as edited once its value differs from them.
  const [submittedValues, setSubmittedValues] = useState<T | undefined>();
  const [fieldOrder, setFieldOrder] = useState<readonly string[]>([]);

  const formik = useFormik<T>({
    initialValues,
    // GOV.UK pattern: check answers when the visitor submits, not while they type.
    validateOnBlur: false,
    validateOnChange: false,
    validateOnMount: false,
    onSubmit: async (values, helpers) => {
      setSubmittedValues(values);
      setGeneralError(undefined);
      setIsSuccess(false);
      const finish = () => setSubmitAttempt((attempt) => attempt + 1);

      if (schema) {
        const clientErrors = await validateWithSchema(schema, values);
        if (Object.keys(clientErrors).length > 0) {
          helpers.setErrors(toFormikErrors<T>(clientErrors));
          finish();
          return;
        }
      }

      const result = await apiRequest<FormSubmissionResponse>('POST', path, values);
      if (result.ok && result.data.success) {
        helpers.resetForm();
        setIsSuccess(true);
        finish();
        onSuccess?.(values, result.data);
        return;
      }
      const fieldErrors = result.ok ? (result.data.errors ?? {}) : result.errors;
      const hasFieldErrors = Object.keys(fieldErrors).length > 0;
      // A refusal without any message still needs one, or the visitor would see nothing happen.
      const general = result.ok
        ? (result.data.error ?? (hasFieldErrors ? undefined : 'server.error'))
        : result.error;
      helpers.setErrors(toFormikErrors<T>(fieldErrors));
      setGeneralError(general);
      finish();
    },
  });

  const registerField = useCallback((name: string) => {
    setFieldOrder((order) => (order.includes(name) ? order : [...order, name]));
    return () => setFieldOrder((order) => order.filter((item) => item !== name));
  }, []);

  // Spec section 4: editing a field removes its error; once none is left, the general one goes.
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
      href: fieldOrder.includes(name) ? `#${fieldId(name)}` : undefined,
    }));

  return {
    formik,
    isSubmitting: formik.isSubmitting,
    isSuccess,
    generalError,
    hasError: generalError !== undefined || errorItems.length > 0,
    errorItems,
    submitAttempt,
    context: { onFieldEdited, registerField },
  };
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
