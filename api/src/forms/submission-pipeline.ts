import type Router from '@koa/router';
import { ValidationError } from 'yup';
import {
  courtDateOf,
  FORM_TOKEN_FIELD,
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
import type { Logger } from '../platform/logger';
import { verifyFormToken } from './form-token';

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

/** Messages by field in a language. */
export function translateProblems(
  problems: FieldProblems,
  language: Language,
): Record<string, string> {
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
 * What stands in for a person: the proof of work the page's script solved, or, for a form sent
 * without the script, the signed one-use token its page carried. The script sends that token too
 * with the first answers from its copy of the page (`pageToken`), not as a proof but as the key
 * of the attempt, so that a post of the same copy made before the script ran is the same one.
 */
export type SpamCheck =
  | { kind: 'proofOfWork'; solution: unknown; pageToken?: unknown }
  | { kind: 'formToken'; token: unknown };

/** One submission as the pipeline takes it, whichever way it was sent. */
export interface SubmissionRequest {
  input: unknown;
  language: Language;
  /** The sender's key for this attempt (a header, or the token's nonce); null without one. */
  idempotencyKey: string | null;
  spamCheck: SpamCheck;
  requestId: string;
  log: Logger;
}

/** What a submission came to. */
export type SubmissionResult =
  /** Stored (or answered as if: a filled robot trap); `resent` when an earlier copy was. */
  | { kind: 'accepted'; reference: string | undefined; resent: boolean }
  /** The answers broke a rule: messages by field, in the request's language. */
  | { kind: 'invalid'; errors: Record<string, string> }
  /** Refused as a whole: a catalog code. */
  | { kind: 'refused'; code: string };

/** A solved proof of work, checked; null in bench mode, which neither checks nor uses one up. */
async function checkProofOfWork(
  deps: FormDeps,
  solution: unknown,
): Promise<VerifiedProofOfWork | null | undefined> {
  // Bench mode (never in production) measures the server without the browser's hashing.
  if (deps.config.benchMode) return null;
  return verifyProofOfWork(
    { secret: deps.config.proofOfWorkSecret, maxCounter: deps.config.proofOfWorkMaxCounter },
    solution,
  );
}

/**
 * Takes one submission of a public form through every step the forms share, in this order:
 * honeypot; idempotency key (a resend answers the first reference before anything else is
 * checked, as its proof is already used); the proof of work or the form's token; schema; the
 * form's own rules; the reference's number; then one transaction that uses up the proof, stores
 * the submission and the form's row, and queues the mail. Accepted only after the commit. Both
 * ways of sending a form (the page's script, and the HTML form without it) go through here.
 */
export async function submitForm<T>(
  form: FormDefinition<T>,
  deps: FormDeps,
  request: SubmissionRequest,
): Promise<SubmissionResult> {
  const { input, language, spamCheck, log } = request;
  if (isHoneypotFilled(input)) {
    log.info({ form: form.form }, 'honeypot filled: submission ignored');
    return { kind: 'accepted', reference: undefined, resent: false };
  }
  const receivedAt = deps.clock.now();
  // A form's token is checked first: its nonce is the key a second post of the same copy is
  // found by, and only a token we signed may find one.
  let idempotencyKey = request.idempotencyKey;
  let tokenProof: VerifiedProofOfWork | undefined;
  if (spamCheck.kind === 'formToken') {
    const token = verifyFormToken(
      deps.config.proofOfWorkSecret,
      form.form,
      spamCheck.token,
      receivedAt,
      deps.config.formTokenMinSeconds * 1000,
    );
    if (!token.ok) return { kind: 'refused', code: `formToken.${token.problem}` };
    idempotencyKey = token.nonce;
    tokenProof = token.proof;
  } else if (spamCheck.pageToken !== undefined) {
    // Pressed before the script ran, the page posted itself, and pressed again once it ran, the
    // script sends the same copy: both carry its nonce as their key, so the court stores one.
    // A token it did not sign, or an expired one, keys nothing: the header's key stands.
    const token = verifyFormToken(
      deps.config.proofOfWorkSecret,
      form.form,
      spamCheck.pageToken,
      receivedAt,
      0,
    );
    if (token.ok) idempotencyKey = token.nonce;
  }
  const findEarlier = async () =>
    idempotencyKey === null
      ? undefined
      : findSubmissionByIdempotencyKey(deps.db, form.form, idempotencyKey);
  const earlier = await findEarlier();
  if (earlier) {
    log.info({ form: form.form, reference: earlier.reference }, 'resend answered');
    return { kind: 'accepted', reference: earlier.reference, resent: true };
  }
  const proof =
    spamCheck.kind === 'formToken' ? tokenProof : await checkProofOfWork(deps, spamCheck.solution);
  if (proof === undefined) return { kind: 'refused', code: 'proofOfWork.failed' };

  const today = courtDateOf(receivedAt);
  const validated = await validateForm(form, input, today);
  const problems = validated.ok
    ? await form.check?.(validated.value, deps, language)
    : validated.problems;
  if (!validated.ok || (problems && Object.keys(problems).length > 0)) {
    return { kind: 'invalid', errors: translateProblems(problems ?? {}, language) };
  }

  const stored = await storeSubmission(form, deps, validated.value, {
    proof,
    idempotencyKey,
    receivedAt,
    language,
    requestId: request.requestId,
  }).then(
    (reference) => ({ reference, resent: false }),
    async (error: unknown) => {
      // Two copies of one attempt raced: the one that lost answers with the winner's reference.
      const winner = await findEarlier();
      if (winner) return { reference: winner.reference, resent: true };
      if (error instanceof ReusedProofOfWork) return undefined;
      throw error;
    },
  );
  if (stored === undefined) {
    return {
      kind: 'refused',
      code: spamCheck.kind === 'formToken' ? 'formToken.used' : 'proofOfWork.failed',
    };
  }
  log.info({ form: form.form, reference: stored.reference }, 'submission stored');
  return { kind: 'accepted', ...stored };
}

/**
 * A submission sent by the page's script, answered as JSON in the form's response shape: the
 * solved proof of work in the body, the attempt's idempotency key in a header.
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
  const keyHeader = ctx.get(IDEMPOTENCY_KEY_HEADER);
  // A filled robot trap is answered as accepted before the key is looked at.
  const badKey = keyHeader !== '' && !IDEMPOTENCY_KEY_PATTERN.test(keyHeader);
  const result =
    badKey && !isHoneypotFilled(input)
      ? ({ kind: 'refused', code: 'idempotencyKey.format' } as const)
      : await submitForm(form, deps, {
          input,
          language,
          idempotencyKey: badKey || keyHeader === '' ? null : keyHeader,
          spamCheck: {
            kind: 'proofOfWork',
            solution: isRecord(input) ? input[PROOF_OF_WORK_FIELD] : undefined,
            pageToken: isRecord(input) ? input[FORM_TOKEN_FIELD] : undefined,
          },
          requestId: ctx.state.requestId,
          log: ctx.state.log,
        });
  switch (result.kind) {
    case 'accepted': {
      const details =
        result.reference !== undefined && form.acceptedDetails
          ? await form.acceptedDetails(result.reference, deps)
          : {};
      const answer = shape.accepted(result.reference);
      respond(200, isRecord(answer) ? { ...answer, ...details } : answer);
      return 'accepted';
    }
    case 'invalid':
      respond(
        shape.invalidStatus,
        shape.invalid(result.errors, apiMessage('form.invalid', language)),
      );
      return 'refused';
    case 'refused':
      respond(400, shape.refused(apiMessage(result.code, language)));
      return 'refused';
  }
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
