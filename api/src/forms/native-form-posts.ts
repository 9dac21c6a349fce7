import {
  courtDateOf,
  FORM_ACTION_FIELD,
  FORM_PAGE_DATA,
  FORM_PAGE_PATHS,
  FORM_RECEIPT_PARAMETER,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  LANGUAGES,
  localizedPath,
  MAX_JSON_BODY_BYTES,
  parseLocalizedPath,
  type FormPostState,
  type FormSentState,
  type Language,
  type PublicForm,
} from '@court/contract';
import { answersFromFields } from '@court/contract/schemas';
import { isDatabaseUnavailable, SchemaPendingError } from '../platform/database/database-faults';
import { ClientError } from '../platform/errors';
import { DATABASE_RETRY_AFTER_SECONDS } from '../platform/http/error-handler';
import { readFormFields } from '../platform/http/form-body';
import { apiMessage } from '../platform/messages';
import type { Metrics } from '../platform/metrics/metrics';
import type { AppContext, AppMiddleware } from '../types';
import type { FieldProblems, FormDefinition, FormDeps } from './define-form';
import { formReceipt, issueFormToken, readFormReceipt } from './form-token';
import { submitForm, translateProblems } from './submission-pipeline';

/**
 * Sends the page at the request's address rendered with `pageData` beside its own, with a fresh
 * form token; false when the site has no server bundle to render it with.
 */
export type FormPageSender = (
  ctx: AppContext,
  pageData: Record<string, unknown>,
  status: number,
) => Promise<boolean>;

export interface NativeFormPostsOptions {
  forms: readonly FormDefinition<unknown>[];
  deps: FormDeps & { metrics: Pick<Metrics, 'formSubmissions'> };
  sendPage: FormPageSender;
  /** Counts posts without a proof of work per address; throws a 429 ClientError over it. */
  limit: AppMiddleware;
  /**
   * Counts the steps after a form per address (a code confirmed, a new code sent), as the
   * script's requests for them are counted; throws a 429 ClientError over it.
   */
  stepLimit: AppMiddleware;
  /** Whether the schema is still being brought up to date, so its tables may not exist yet. */
  isSchemaPending: () => boolean;
}

/**
 * Whether a post comes from a page of another site, by what the browser says of where it was
 * sent from: its Sec-Fetch-Site (every current browser sends it, and a proxy that rewrites the
 * Host leaves it true), else its Origin against this site's host. A client that says neither (an
 * old browser, a script) is judged by the form's token alone.
 */
export function isSentFromAnotherSite(ctx: AppContext): boolean {
  const site = ctx.get('Sec-Fetch-Site');
  if (site !== '') return site !== 'same-origin' && site !== 'none';
  const origin = ctx.get('Origin');
  return origin !== '' && origin !== 'null' && URL.parse(origin)?.host !== ctx.host;
}

/** Both languages' addresses of every form page that posts without the script. */
export function nativeFormPostPaths(forms: readonly { form: keyof typeof FORM_PAGE_PATHS }[]) {
  return forms.flatMap(({ form }) =>
    LANGUAGES.map((language) => localizedPath(FORM_PAGE_PATHS[form], language)),
  );
}

/** The forms that post without the script, by their page's path ("zoom-hearing"). */
function formsByPagePath(forms: NativeFormPostsOptions['forms']) {
  return new Map(
    forms
      .filter((form) => form.native !== undefined)
      .map((form) => [FORM_PAGE_PATHS[form.form], form]),
  );
}

/**
 * Answers a form sent without the script with the way to its confirmation: 303 to its page, in
 * its language, with the receipt the court signed (so a reload sends nothing).
 */
export function redirectToConfirmation(
  ctx: AppContext,
  secret: string,
  form: PublicForm,
  reference: string | undefined,
  language: Language,
): void {
  const receipt = formReceipt(secret, form, reference);
  ctx.status = 303;
  ctx.redirect(
    `${localizedPath(FORM_PAGE_PATHS[form], language)}?${FORM_RECEIPT_PARAMETER}=${encodeURIComponent(receipt)}`,
  );
}

/** A page's answers with the ones never written back left out. */
function shownAnswers(answers: Record<string, unknown>, secret: Record<string, string>) {
  return Object.fromEntries(Object.entries(answers).filter(([name]) => !(name in secret)));
}

/**
 * The public forms as HTML forms: a browser without the page's script (or before it runs) posts
 * the form to its page's own address, and the answer is the page again (its messages, the answers
 * as typed) or, once the court has the form, a redirect to the page's confirmation (Post/Redirect/
 * Get: reloading it sends nothing). The answers go through the same pipeline as the script's,
 * with the page's signed one-use token and a tighter limit per address in place of the proof of
 * work; a button that changes the form (add a location) comes back with the form changed.
 * Nothing here is stored by a cache, and no failure loses what was typed.
 */
export function nativeFormPosts(options: NativeFormPostsOptions): AppMiddleware {
  const { deps } = options;
  const formsByPage = formsByPagePath(options.forms);
  return async (ctx, next) => {
    if (ctx.method !== 'POST') return next();
    const { language, path } = parseLocalizedPath(ctx.path);
    const form = formsByPage.get(path);
    const native = form?.native;
    if (!form || !native) return next();
    ctx.set('Cache-Control', 'no-store');
    // The form's token is the page's, which another site can fetch too; the browser's word on
    // where the post was sent from keeps another site from posting it through a visitor.
    if (isSentFromAnotherSite(ctx)) {
      const state: FormPostState = {
        values: {},
        errors: {},
        error: apiMessage('formPost.otherSite', language),
      };
      if (!(await options.sendPage(ctx, { [FORM_PAGE_DATA.post]: state }, 403))) {
        throw new ClientError(403, 'request.forbidden');
      }
      return;
    }

    const fields = await readFormFields(ctx, MAX_JSON_BODY_BYTES).catch(async (error: unknown) => {
      if (!(error instanceof ClientError)) throw error;
      // A browser gets its page back saying nothing was sent, not the API's JSON: the post
      // was too large to read (413), or not the encoding a form uses (415).
      const state: FormPostState = {
        values: {},
        errors: {},
        error: apiMessage(
          error.status === 413 ? 'formPost.tooLarge' : 'formPost.unreadable',
          language,
        ),
      };
      if (!(await options.sendPage(ctx, { [FORM_PAGE_DATA.post]: state }, error.status))) {
        throw error;
      }
      return null;
    });
    if (!fields) return;
    const today = courtDateOf(deps.clock.now());
    const secret = native.secretFields ?? {};
    const answers = answersFromFields(native.fields(today), fields);
    const sendPage = async (pageData: Record<string, unknown>, status: number) => {
      if (!(await options.sendPage(ctx, pageData, status))) throw new ClientError(404, 'notFound');
    };
    const showPage = (
      status: number,
      shown: Record<string, unknown>,
      errors: Record<string, string>,
      error?: string,
    ) => {
      const state: FormPostState = {
        values: shownAnswers(shown, secret),
        errors,
        ...(error !== undefined && { error }),
      };
      return sendPage({ [FORM_PAGE_DATA.post]: state }, status);
    };

    // Once the form was sent, each secret answer given is asked for again with the page.
    const askAgain = (errors: Record<string, string>) =>
      withSecretsAskedAgain(errors, answers, secret, language);

    const action = fields.get(FORM_ACTION_FIELD);
    const otherForm = action === null ? undefined : native.otherForms?.[action];
    if (action !== null && !otherForm) {
      const changed = await native.change?.(answers, action, today);
      if (!changed) {
        // A button this form does not have: a page from another version of the site, or a
        // tampered one. Nothing is sent, and what was typed is shown again.
        await showPage(400, answers, askAgain({}), apiMessage('formPost.unreadable', language));
        return;
      }
      // The Social Security number typed above the list is not written back either: said so.
      await showPage(200, changed.answers, askAgain(translateProblems(changed.problems, language)));
      return;
    }

    // What reaches the database counts against the address's limits: the form itself, and the
    // steps after it (a code confirmed, a new code sent by text) as the script's requests do.
    try {
      await (otherForm ? options.stepLimit : options.limit)(ctx, () => Promise.resolve());
    } catch (error) {
      if (!(error instanceof ClientError) || error.status !== 429) throw error;
      await showPage(429, answers, askAgain({}), apiMessage('rate.limited', language));
      return;
    }
    /** The page again, saying the court could not take it now; nothing typed is lost. */
    const answerFailure = async (error: unknown): Promise<undefined> => {
      const unavailable = isDatabaseUnavailable(error);
      if (!otherForm) {
        deps.metrics.formSubmissions.inc({
          form: form.form,
          outcome: unavailable ? 'unavailable' : 'failed',
        });
      }
      if (unavailable) {
        ctx.state.log.warn({ form: form.form }, 'database unavailable');
        ctx.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      } else {
        ctx.state.log.error({ err: error, form: form.form }, 'form post failed');
      }
      await showPage(
        unavailable ? 503 : 500,
        answers,
        askAgain({}),
        apiMessage(unavailable ? 'server.unavailable' : 'server.error', language),
      );
      return undefined;
    };
    // While the schema is brought up to date its tables may not exist yet: said as while the
    // database is away, not as a failure.
    const whenSchemaIsCurrent = async <Result>(work: () => Promise<Result>) => {
      if (options.isSchemaPending()) throw new SchemaPendingError();
      return work();
    };

    if (otherForm) {
      await whenSchemaIsCurrent(() => otherForm({ ctx, fields, language, deps, sendPage })).catch(
        answerFailure,
      );
      return;
    }
    const input = {
      ...(native.toInput ? native.toInput(answers, deps) : answers),
      [HONEYPOT_FIELD]: fields.get(HONEYPOT_FIELD) ?? '',
    };
    const result = await whenSchemaIsCurrent(() =>
      submitForm(form, deps, {
        input,
        language,
        idempotencyKey: null,
        spamCheck: { kind: 'formToken', token: fields.get(FORM_TOKEN_FIELD) },
        requestId: ctx.state.requestId,
        log: ctx.state.log,
      }),
    ).catch(answerFailure);
    if (!result) return;
    deps.metrics.formSubmissions.inc({
      form: form.form,
      outcome: result.kind === 'accepted' && !result.resent ? 'accepted' : 'refused',
    });

    if (result.kind === 'accepted' && !result.resent) {
      const secretKey = deps.config.proofOfWorkSecret;
      redirectToConfirmation(ctx, secretKey, form.form, result.reference, language);
      return;
    }
    if (result.kind === 'invalid') {
      await showPage(400, answers, askAgain(native.placeErrors?.(result.errors) ?? result.errors));
      return;
    }
    const message =
      result.kind === 'accepted'
        ? apiMessage('formToken.alreadySent', language, { reference: result.reference ?? '' })
        : apiMessage(result.code, language);
    await showPage(400, answers, askAgain({}), message);
  };
}

/**
 * The messages of a page that comes back, with each secret answer that was given (and is not
 * shown again) asked for again, unless it has a message of its own.
 */
function withSecretsAskedAgain(
  errors: Record<string, string>,
  answers: Record<string, unknown>,
  secret: Record<string, string>,
  language: Language,
): Record<string, string> {
  const asked: FieldProblems = {};
  for (const [name, code] of Object.entries(secret)) {
    if (errors[name] === undefined && answers[name] !== '') asked[name] = { code };
  }
  return { ...errors, ...translateProblems(asked, language) };
}

/**
 * The fresh one-use token for a copy of the page at `pathname`, for a page of a form that posts
 * without the script; null for any other page.
 */
export function formPageTokens(
  forms: NativeFormPostsOptions['forms'],
  deps: Pick<FormDeps, 'config' | 'clock'>,
): (pathname: string) => string | null {
  const formsByPage = formsByPagePath(forms);
  return (pathname) => {
    const form = formsByPage.get(parseLocalizedPath(pathname).path);
    return form ? issueFormToken(deps.config.proofOfWorkSecret, form.form, deps.clock.now()) : null;
  };
}

/**
 * The page data of a form page's confirmation: the address a form sent without the script led
 * to (its page, ?sent= and the signed receipt), which shows the reference and what the form adds
 * to an accepted answer (a reminder sign-up's codes to confirm, read afresh); null for any other
 * address, or a receipt the court did not sign.
 */
export function formReceiptPageData(
  forms: NativeFormPostsOptions['forms'],
  deps: FormDeps,
): (pathname: string, search: string) => Promise<Record<string, unknown> | null> {
  const formsByPage = formsByPagePath(forms);
  return async (pathname, search) => {
    const form = formsByPage.get(parseLocalizedPath(pathname).path);
    const receipt = new URLSearchParams(search).get(FORM_RECEIPT_PARAMETER);
    if (!form || receipt === null) return null;
    const reference = readFormReceipt(deps.config.proofOfWorkSecret, form.form, receipt);
    if (reference === null) return null;
    const details =
      reference && form.acceptedDetails ? await form.acceptedDetails(reference, deps) : {};
    const sent: FormSentState = reference === '' ? {} : { reference, details };
    return { [FORM_PAGE_DATA.sent]: sent };
  };
}
