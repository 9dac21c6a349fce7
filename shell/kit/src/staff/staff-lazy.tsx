import { lazy, Suspense, type ComponentType } from 'react';
import type { FormikValues } from 'formik';
import { PageLoading } from '@court/kit';
import type { StaffFormProps } from './staff-form';
import type { StaffSignInFormProps } from './staff-sign-in-form';

// The forms code (Formik, the kit's fields) reaches the page only when a staff form is shown, so
// this entry, which every public page loads for the staff store, stays small.
const LazySignInForm = lazy(async () => ({
  default: (await import('./staff-sign-in-form')).StaffSignInForm,
}));
const LazyStaffForm = lazy(async () => ({
  // lazy() cannot carry the form's type parameters; StaffForm below restores them for callers.
  default: (await import('./staff-form')).StaffForm as ComponentType<
    StaffFormProps<FormikValues, unknown>
  >,
}));

/**
 * The staff sign-in form (username, password, Sign in), then in its place the step that remains
 * for an account with a second factor: a code, or enrolling an authentication app. Once signed
 * in, the staff store holds the user; a refusal shows the API's message in the error summary.
 */
export function StaffSignInForm(props: StaffSignInFormProps) {
  return (
    <Suspense fallback={<PageLoading />}>
      <LazySignInForm {...props} />
    </Suspense>
  );
}

/**
 * A form for a staff tool: the kit's error summary, inline errors, success message and submit
 * button around any API request (PUT, filters...). Its fields come from @court/kit/forms.
 */
export function StaffForm<T extends FormikValues, R>(props: StaffFormProps<T, R>) {
  return (
    <Suspense fallback={<PageLoading />}>
      <LazyStaffForm {...(props as unknown as StaffFormProps<FormikValues, unknown>)} />
    </Suspense>
  );
}
