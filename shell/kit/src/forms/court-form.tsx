import { useEffect, useRef, type ReactNode } from 'react';
import { FormikProvider, type FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import {
  FORM_PAGE_PATHS,
  FORM_TOKEN_FIELD,
  FORM_TOKEN_PLACEHOLDER,
  IDEMPOTENCY_KEY_HEADER,
  localizedPath,
  PROOF_OF_WORK_FIELD,
  type FieldErrors,
  type FormSubmissionResponse,
  type PublicForm,
} from '@court/contract';
import { apiRequest, ScriptNeedSaidContext, useLanguage, useTranslation } from '@court/kit';
import { usePostedForm } from './posted-form';
import { useTypedBeforeHydration } from './typed-before-hydration';
import { CourtFormContext } from './court-form-context';
import { ErrorSummary } from './error-summary';
import { validateWithSchema } from './field-errors';
import { FormSuccess } from './form-success';
import { useFormController, type CourtFormController } from './form-controller';
import { loadProofOfWorkSolver, solveProofOfWork } from './proof-of-work';
import { attemptToRepeat, newIdempotencyKey, type SubmissionAttempt } from './submission-attempt';

export interface CourtFormOptions<T extends FormikValues> {
  /** API path under /api/muni/ the answers are posted to, e.g. "forms/interpreter". */
  path: string;
  /**
   * The public form this is, when its page's HTML form also posts without the script: to its
   * page's address, with the page's one-use token, through the same pipeline on the server.
   */
  postsWithoutScript?: PublicForm;
  /** The empty form; also what the form returns to after a successful submit. */
  initialValues: T;
  /**
   * The contract's yup schema, run on submit before anything is sent; or a function that builds
   * it at each submit, for a schema that depends on the day (a birth date must be in the past).
   */
  schema?: AnyObjectSchema | (() => AnyObjectSchema);
  /**
   * Checks the answers instead of `schema`, for rules a yup object cannot report the way the
   * page shows them (several messages under one field): messages by field, empty when all is
   * well.
   */
  validate?: (values: T) => FieldErrors | Promise<FieldErrors>;
  /**
   * The body to post, made from the checked answers (copies the API expects, such as an
   * upper-cased name); the answers as they are by default.
   */
  prepare?: (values: T) => object;
  /** Called after the API accepted the answers (the form is already cleared). */
  onSuccess?: (values: T, response: FormSubmissionResponse) => void;
  /**
   * Where the API's error for a field belongs when the form nests it: the original client's error
   * map is flat ({ agentName }), the form's answers are not ("proofOfInsurance.agentName").
   */
  errorFieldPaths?: Record<string, string>;
}

function placeErrors(errors: FieldErrors, paths: Record<string, string>): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [paths[field] ?? field, message]),
  );
}

/**
 * State and submit logic of a court form. Validates on submit only,
 * with the contract's schema; solves the proof-of-work; posts the answers with an idempotency
 * key; on success clears the form and reports it with its reference; on a refusal shows the
 * API's per-field messages and general error; on a network or server failure shows a retry
 * message and keeps every answer, and a retry of the same answers reuses the key, so the court
 * stores them once even if the first answer was lost on the way.
 */
export function useCourtForm<T extends FormikValues>({
  path,
  postsWithoutScript,
  initialValues,
  schema,
  validate,
  prepare,
  onSuccess,
  errorFieldPaths = {},
}: CourtFormOptions<T>): CourtFormController<T> {
  const lastAttempt = useRef<SubmissionAttempt | undefined>(undefined);
  // Once answers from this copy of the page are accepted, its token has keyed a submission.
  const pageTokenSpent = useRef(false);
  const language = useLanguage();
  const { post, sent, token } = usePostedForm();
  const validateSchema = schema
    ? (values: T) => validateWithSchema(typeof schema === 'function' ? schema() : schema, values)
    : undefined;
  const controller = useFormController<T>({
    // A page sent back by the server after a post without the script: its answers and messages.
    initialValues: post ? { ...initialValues, ...post.values } : initialValues,
    initialErrors: post && {
      errors: placeErrors(post.errors, errorFieldPaths),
      error: post.error,
    },
    initialSuccess: sent,
    // The server's messages are linked before the fields have said where they are.
    linksEveryField: post !== undefined,
    validate: validate ?? validateSchema,
    resetOnAccepted: true,
    confirmsSuccess: true,
    send: async (values) => {
      const body = prepare ? prepare(values) : values;
      const answers = JSON.stringify(body);
      let attempt = attemptToRepeat(lastAttempt.current, answers);
      if (!attempt) {
        const proofOfWork = await solveProofOfWork();
        if (!proofOfWork) return { kind: 'refused', errors: {}, error: 'network.error' };
        // The page's token goes with the first answers sent from it: had the page posted itself
        // before this script ran (pressed early on a slow phone), the court takes both as one.
        const pageToken =
          postsWithoutScript && token !== FORM_TOKEN_PLACEHOLDER && !pageTokenSpent.current
            ? token
            : undefined;
        attempt = { answers, idempotencyKey: newIdempotencyKey(), proofOfWork, pageToken };
      }
      const result = await apiRequest<FormSubmissionResponse>(
        'POST',
        path,
        {
          ...body,
          [PROOF_OF_WORK_FIELD]: attempt.proofOfWork,
          ...(attempt.pageToken !== undefined && { [FORM_TOKEN_FIELD]: attempt.pageToken }),
        },
        { [IDEMPOTENCY_KEY_HEADER]: attempt.idempotencyKey },
      );
      // Only an answer that may have been lost on the way is worth sending again as it was.
      lastAttempt.current = !result.ok && result.retryable ? attempt : undefined;
      if (result.ok && result.data.success) {
        pageTokenSpent.current = true;
        const response = result.data;
        return {
          kind: 'accepted',
          reference: response.reference,
          after: () => onSuccess?.(values, response),
        };
      }
      const errors = placeErrors(
        result.ok ? (result.data.errors ?? {}) : result.errors,
        errorFieldPaths,
      );
      const hasFieldErrors = Object.keys(errors).length > 0;
      // A refusal without any message still needs one, or the visitor would see nothing happen.
      const error = result.ok
        ? (result.data.error ?? (hasFieldErrors ? undefined : 'server.error'))
        : result.error;
      return { kind: 'refused', errors, error };
    },
  });
  const outcomeId = postsWithoutScript && `${postsWithoutScript}-outcome`;
  return {
    ...controller,
    context: { ...controller.context, postsWithoutScript: postsWithoutScript !== undefined },
    onFormFocus: preloadSolver,
    postsWithoutScript: postsWithoutScript && {
      action: localizedPath(FORM_PAGE_PATHS[postsWithoutScript], language),
      token,
      outcomeId,
    },
  };
}

/** Starts fetching the proof-of-work solver, so it is there by the time the form is sent. */
function preloadSolver(): void {
  loadProofOfWorkSolver().catch(() => undefined);
}

export interface CourtFormProps<T extends FormikValues> {
  /** What useCourtForm returned. */
  form: CourtFormController<T>;
  /** The confirmation shown after a successful submit, already translated. */
  successMessage: string;
  /** What happens after the court receives the form, already translated: shown with it. */
  nextSteps?: string;
  /** Id of the heading that names the form, if it has one. */
  labelledBy?: string;
  /**
   * The form has buttons that change it rather than send it (add, remove): Enter in a field
   * must still send it, so the form's first submit button is a hidden copy of its own.
   */
  hasChangeButtons?: boolean;
  children: ReactNode;
}

/**
 * A court form: the error summary or the success message on top, then the fields and the submit
 * button given as children. The fields of @court/kit/forms read and report through it.
 */
export function CourtForm<T extends FormikValues>({
  form,
  successMessage,
  nextSteps,
  labelledBy,
  hasChangeButtons = false,
  children,
}: CourtFormProps<T>) {
  const { t } = useTranslation('kit');
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, form.formik);
  const { onFormFocus, postsWithoutScript: posts } = form;
  // A court form fetches what sending needs once the visitor moves into it, not with the page.
  useEffect(() => {
    const element = formRef.current;
    if (!element || !onFormFocus) return undefined;
    element.addEventListener('focusin', onFormFocus);
    return () => element.removeEventListener('focusin', onFormFocus);
  }, [onFormFocus]);
  return (
    <FormikProvider value={form.formik}>
      <CourtFormContext.Provider value={form.context}>
        {form.isSuccess ? (
          <FormSuccess
            id={posts?.outcomeId}
            message={successMessage}
            focusKey={form.submitAttempt}
            reference={form.successReference}
            nextSteps={nextSteps}
          />
        ) : null}
        {form.hasError ? (
          <ErrorSummary
            id={posts?.outcomeId}
            items={form.errorItems}
            generalError={form.generalError}
            focusKey={form.submitAttempt}
          />
        ) : null}
        <form
          ref={formRef}
          noValidate
          method={posts ? 'post' : undefined}
          // The page comes back at the error summary or the confirmation (the redirect to it
          // keeps the fragment): the browser scrolls to it and focuses it, wherever the form is.
          action={posts?.outcomeId ? `${posts.action}#${posts.outcomeId}` : posts?.action}
          onSubmit={form.formik.handleSubmit}
          aria-labelledby={labelledBy}
          className="usa-form usa-form--large"
        >
          {posts?.token !== undefined ? (
            <input type="hidden" name={FORM_TOKEN_FIELD} value={posts.token} />
          ) : null}
          {hasChangeButtons ? (
            // Enter in a field presses the form's first submit button, which would otherwise
            // be a change (a location's Remove): this one sends the form, as Enter does elsewhere.
            <button type="submit" className="usa-sr-only" tabIndex={-1} aria-hidden="true">
              {t('submit')}
            </button>
          ) : null}
          {/* A form that needs the script says so by its submit button: its other buttons need not. */}
          <ScriptNeedSaidContext value={!posts}>{children}</ScriptNeedSaidContext>
        </form>
      </CourtFormContext.Provider>
    </FormikProvider>
  );
}
