import { useCallback, useEffect, useState, type ReactNode } from 'react';
import {
  getIn,
  setIn,
  useFormik,
  type FormikErrors,
  type FormikHelpers,
  type FormikValues,
} from 'formik';
import type { FieldErrors } from '@court/contract';
import {
  CourtForm,
  SubmitButton,
  fieldId,
  flattenErrors,
  type CourtFormController,
} from '@court/kit/forms';
import type { ApiResult } from '../api/api-client';

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

function toFormikErrors<T>(errors: FieldErrors): FormikErrors<T> {
  return Object.entries(errors).reduce<FormikErrors<T>>(
    (result, [name, message]) => setIn(result, name, message) as FormikErrors<T>,
    {},
  );
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
  const [generalError, setGeneralError] = useState<string | undefined>(initialErrors?.error);
  const [isSuccess, setIsSuccess] = useState(false);
  const [submitAttempt, setSubmitAttempt] = useState(0);
  const [submittedValues, setSubmittedValues] = useState<T | undefined>();
  const [fieldOrder, setFieldOrder] = useState<readonly string[]>([]);

  async function handleSubmit(values: T, helpers: FormikHelpers<T>) {
    setSubmittedValues(values);
    setGeneralError(undefined);
    setIsSuccess(false);
    const finish = () => setSubmitAttempt((attempt) => attempt + 1);
    const clientErrors = validate?.(values) ?? {};
    if (Object.keys(clientErrors).length > 0) {
      helpers.setErrors(toFormikErrors<T>(clientErrors));
      finish();
      return;
    }
    const result = await submit(values);
    if (!result) {
      helpers.setErrors({});
      return;
    }
    if (result.ok) {
      helpers.setErrors({});
      setIsSuccess(successMessage !== undefined);
      finish();
      onSuccess?.(result.data, values);
      return;
    }
    helpers.setErrors(toFormikErrors<T>(result.errors));
    setGeneralError(result.error);
    finish();
  }

  const formik = useFormik<T>({
    initialValues,
    initialErrors: initialErrors ? toFormikErrors<T>(initialErrors.errors) : undefined,
    // GOV.UK pattern: check answers when the person submits, not while they type.
    validateOnBlur: false,
    validateOnChange: false,
    validateOnMount: false,
    onSubmit: handleSubmit,
  });

  const registerField = useCallback((name: string) => {
    setFieldOrder((order) => (order.includes(name) ? order : [...order, name]));
    return () => setFieldOrder((order) => order.filter((item) => item !== name));
  }, []);

  // As on the court forms: editing a field removes its error; once none is left, the general one.
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
  // Every field of a staff form is on the page, including ones the kit's fields do not cover
  // (a password), so each line links to its field.
  const errorItems = flattenErrors(formik.errors)
    .sort((a, b) => rank(a.name) - rank(b.name))
    .map(({ name, message }) => ({ name, message, href: `#${fieldId(name)}` }));
  const hasError = generalError !== undefined || errorItems.length > 0;

  useEffect(() => {
    onErrorChange?.(hasError);
  }, [hasError, onErrorChange]);

  const controller: CourtFormController<T> = {
    formik,
    isSubmitting: formik.isSubmitting,
    isSuccess,
    generalError,
    hasError,
    errorItems,
    submitAttempt,
    context: { onFieldEdited, registerField },
  };

  return (
    <CourtForm form={controller} successMessage={successMessage ?? ''} labelledBy={labelledBy}>
      {children}
      <SubmitButton>{submitLabel}</SubmitButton>
    </CourtForm>
  );
}
