import type Router from '@koa/router';
import { ValidationError } from 'yup';
import {
  courtDateOf,
  HONEYPOT_FIELD,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  isRecord,
  type Language,
  MAX_JSON_BODY_BYTES,
  PROOF_OF_WORK_FIELD,
  REFERENCE_PREFIXES,
} from '@court/contract';
import { readPublishedCourtFacts } from '../content';
import { isDatabaseUnavailable } from '../platform/database/database-faults';
import { jsonBody } from '../platform/http/json-body';
import { requestLanguage } from '../platform/http/language';
import { insertOutboxMessage } from '../platform/mail/outbox-repository';
import type { Metrics } from '../platform/metrics/metrics';
import type { AppContext, AppState } from '../types';
import type { FieldProblems, FormDefinition, FormDeps, SubmissionRecord } from './define-form';
import {
  findSubmissionByIdempotencyKey,
  insertFormSubmission,
  takeReferenceNumber,
} from './form-submission-repository';
import { COURT_FORM_RESPONSES, proofOfWorkCheckResponse } from './original-client-responses';
import {
  consumeProofOfWork,
  createProofOfWorkChallenge,
  verifyProofOfWork,
  type VerifiedProofOfWork,
} from './proof-of-work';
import { apiMessage } from '../platform/messages';

/** True when the honeypot field carries anything: people never see it, bots fill it. */
export function isHoneypotFilled(input: unknown): boolean {
  if (!isRecord(input)) return false;
  const value = input[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== '' && value !== false;
}

/**
 * Runs a schema on the server. Each failing field maps, through `errorField`, to its first
 * message code; a non-object body is validated as an empty form.
 */
export async function validateForm<T>(
  form: Pick<FormDefinition<T>, 'schema' | 'errorField'>,
  input: unknown,
  today: string,
): Promise<{ ok: true; value: T } | { ok: false; problems: FieldProblems }> {
  try {
    const value = await form.schema(today).validate(isRecord(input) ? input : {}, {
      abortEarly: false,
      stripUnknown: true,
    });
    return { ok: true, value };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const problems: FieldProblems = {};
    const failures = error.inner.length > 0 ? error.inner : [error];
    for (const failure of failures) {
      const path = failure.path ?? 'form';
      const field = form.errorField ? form.errorField(path) : path;
      problems[field] ??= { code: failure.errors[0] ?? 'form.invalid' };
    }
    return { ok: false, problems };
  }
}

function translate(problems: FieldProblems, language: Language): Record<string, string> {
  return Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [
      field,
      apiMessage(problem.code, language, problem.values),
    ]),
  );
}

/** The form's reference: DP-2026-000123, numbered per form and per court year. */
function formatReference(prefix: string, year: number, number: number): string {
  return `${prefix}-${year}-${String(number).padStart(6, '0')}`;
}

/** What became of a submission, as the metrics count it. */
export type SubmissionOutcome = 'accepted' | 'refused';

/** Thrown inside the transaction to roll it back when the solution was used meanwhile. */
class ReusedProofOfWork extends Error {}

/**
 * Takes one submission of a public form through every step the forms share, in this order:
 * honeypot; idempotency key (a resend answers the first reference before anything else is
 * checked, as its solution is already used); proof-of-work; schema; the form's own rules; the
 * reference's number; then one transaction that uses up the solution, stores the submission and
 * the form's row, and queues the mail. Success is answered only after the commit. Returns
 * 'accepted' when the form was stored or answered as if it were (a resend, a filled honeypot).
 */
export async function handleSubmission<T>(
  ctx: AppContext,
  form: FormDefinition<T>,
  deps: FormDeps,
): Promise<SubmissionOutcome> {
  const shape = form.responseShape ?? COURT_FORM_RESPONSES;
  const language = requestLanguage(ctx);
  const input: unknown = ctx.request.body;
  const respond = (status: number, body: unknown) => {
    ctx.status = status;
    ctx.body = body;
  };
  const accept = async (reference: string | undefined): Promise<SubmissionOutcome> => {
    const details =
      reference !== undefined && form.acceptedDetails
        ? await form.acceptedDetails(reference, deps)
        : {};
    const answer = shape.accepted(reference);
    respond(200, isRecord(answer) ? { ...answer, ...details } : answer);
    return 'accepted';
  };
  const refuse = (code: string): SubmissionOutcome => {
    respond(400, shape.refused(apiMessage(code, language)));
    return 'refused';
  };

  if (isHoneypotFilled(input)) {
    ctx.state.log.info({ form: form.form }, 'honeypot filled: submission ignored');
    return accept(undefined);
  }

  const keyHeader = ctx.get(IDEMPOTENCY_KEY_HEADER);
  if (keyHeader !== '' && !IDEMPOTENCY_KEY_PATTERN.test(keyHeader)) {
    return refuse('idempotencyKey.format');
  }
  const idempotencyKey = keyHeader === '' ? null : keyHeader;
  const findEarlier = async () =>
    idempotencyKey === null
      ? undefined
      : findSubmissionByIdempotencyKey(deps.db, form.form, idempotencyKey);
  const earlier = await findEarlier();
  if (earlier) {
    ctx.state.log.info({ form: form.form, reference: earlier.reference }, 'resend answered');
    return accept(earlier.reference);
  }

  // Bench mode (never in production) measures the server without the browser's hashing: null
  // stands for a solution neither checked nor used up.
  const proof = deps.config.benchMode
    ? null
    : await verifyProofOfWork(
        { secret: deps.config.proofOfWorkSecret, maxCounter: deps.config.proofOfWorkMaxCounter },
        isRecord(input) ? input[PROOF_OF_WORK_FIELD] : undefined,
      );
  if (proof === undefined) return refuse('proofOfWork.failed');

  const receivedAt = deps.clock.now();
  const today = courtDateOf(receivedAt);
  const validated = await validateForm(form, input, today);
  const problems = validated.ok
    ? await form.check?.(validated.value, deps, language)
    : validated.problems;
  if (!validated.ok || (problems && Object.keys(problems).length > 0)) {
    respond(
      shape.invalidStatus,
      shape.invalid(translate(problems ?? {}, language), apiMessage('form.invalid', language)),
    );
    return 'refused';
  }

  const reference = await storeSubmission(form, deps, validated.value, {
    proof,
    idempotencyKey,
    receivedAt,
    language,
    requestId: ctx.state.requestId,
  }).catch(async (error: unknown) => {
    // Two copies of one attempt raced: the one that lost answers with the winner's reference.
    const winner = await findEarlier();
    if (winner) return winner.reference;
    if (error instanceof ReusedProofOfWork) return undefined;
    throw error;
  });
  if (reference === undefined) return refuse('proofOfWork.failed');
  ctx.state.log.info({ form: form.form, reference }, 'submission stored');
  return accept(reference);
}

interface StoreOptions {
  /** Null in bench mode only. */
  proof: VerifiedProofOfWork | null;
  idempotencyKey: string | null;
  receivedAt: Date;
  language: Language;
  requestId: string;
}

async function storeSubmission<T>(
  form: FormDefinition<T>,
  deps: FormDeps,
  value: T,
  options: StoreOptions,
): Promise<string> {
  const prefix = REFERENCE_PREFIXES[form.form];
  const year = Number(courtDateOf(options.receivedAt).slice(0, 4));
  // Numbered in a statement of its own: inside the transaction, the counter's row would stay
  // locked until the commit, and submissions arriving together would wait out each other's whole
  // transaction. A submission that fails afterwards leaves a gap; references need only be unique.
  const reference = formatReference(prefix, year, await takeReferenceNumber(deps.db, prefix, year));
  return deps.db.transaction().execute(async (trx) => {
    if (options.proof && !(await consumeProofOfWork(trx, options.proof))) {
      throw new ReusedProofOfWork();
    }
    const summary = form.summary(value);
    const submissionId = await insertFormSubmission(trx, {
      form: form.form,
      reference,
      name: summary.name,
      caseNumber: summary.caseNumber,
      email: summary.email === '' ? null : summary.email,
      language: options.language,
      status: 'new',
      receivedAt: options.receivedAt.toISOString(),
      processedAt: null,
      processedBy: null,
      idempotencyKey: options.idempotencyKey,
    });
    const record: SubmissionRecord = {
      submissionId,
      reference,
      receivedAt: options.receivedAt,
      requestId: options.requestId,
      language: options.language,
      court: await readPublishedCourtFacts(trx, options.receivedAt),
    };
    await form.store(trx, value, record, deps);
    for (const mail of form.mail(value, record, deps)) {
      await insertOutboxMessage(trx, mail, options.receivedAt);
    }
    return reference;
  });
}

/** Mounts a form's POST route, with its own JSON body limit, on the public API router. */
export function registerPublicForm<T>(
  router: Router<AppState>,
  form: FormDefinition<T>,
  deps: FormDeps & { metrics: Pick<Metrics, 'formSubmissions'> },
): void {
  router.post(`/${form.path}`, jsonBody({ maxBytes: MAX_JSON_BODY_BYTES }), async (ctx) => {
    const outcome = await handleSubmission(ctx, form, deps).catch((error: unknown) => {
      const failure = isDatabaseUnavailable(error) ? 'unavailable' : 'failed';
      deps.metrics.formSubmissions.inc({ form: form.form, outcome: failure });
      throw error;
    });
    deps.metrics.formSubmissions.inc({ form: form.form, outcome });
  });
}

/** The proof-of-work endpoints the browser calls around a form: a challenge, and a check. */
export function registerProofOfWorkRoutes(router: Router<AppState>, deps: FormDeps): void {
  const proofOfWork = {
    secret: deps.config.proofOfWorkSecret,
    maxCounter: deps.config.proofOfWorkMaxCounter,
  };

  // A fresh challenge for each attempt to send a form; the browser solves it invisibly.
  router.get('/captcha/challenge', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await createProofOfWorkChallenge(proofOfWork);
  });

  // The original client's recaptcha call: whether a solved challenge would be accepted. It does
  // not mark the challenge used.
  router.get('/recaptcha', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const valid = (await verifyProofOfWork(proofOfWork, ctx.query.token)) !== undefined;
    ctx.body = proofOfWorkCheckResponse(valid);
  });
}
