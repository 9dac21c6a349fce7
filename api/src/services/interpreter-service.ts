import type { Kysely } from 'kysely';
import { ValidationError } from 'yup';
import type { FieldErrors } from '@court/contract';
import { interpreterRequestSchema, type InterpreterRequest } from '@court/contract/schemas';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { insertOutboxMessage } from '../mail/outbox-repository';
import { insertInterpreterRequest } from '../repositories/interpreter-request-repository';

export interface InterpreterDeps {
  db: Kysely<Database>;
  clock: Clock;
  courtMailbox: string;
}

/** Outcome of a submission: stored, ignored as spam, or rejected with message codes per field. */
export type SubmissionOutcome =
  { kind: 'stored' } | { kind: 'ignored' } | { kind: 'invalid'; errors: FieldErrors };

/** Name of the hidden field people never fill in; bots do. */
export const HONEYPOT_FIELD = 'website';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Runs a contract schema on the server; errors map each field to its first message code. */
export async function validateForm<T>(
  schema: { validate(value: unknown, options: object): Promise<T> },
  input: unknown,
): Promise<{ ok: true; value: T } | { ok: false; errors: FieldErrors }> {
  try {
    const value = await schema.validate(isRecord(input) ? input : {}, {
      abortEarly: false,
      stripUnknown: true,
    });
    return { ok: true, value };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: FieldErrors = {};
    const failures = error.inner.length > 0 ? error.inner : [error];
    for (const failure of failures) {
      const field = failure.path ?? 'form';
      errors[field] ??= failure.errors[0] ?? 'form.invalid';
    }
    return { ok: false, errors };
  }
}

/** True when the honeypot field carries anything. */
export function isHoneypotFilled(input: unknown): boolean {
  if (!isRecord(input)) return false;
  const value = input[HONEYPOT_FIELD];
  return value !== undefined && value !== null && String(value).trim() !== '';
}

function notificationText(request: InterpreterRequest, requestId: string): string {
  return [
    'A new interpreter request was submitted on the court website.',
    '',
    `Full name: ${request.fullName}`,
    `Case number: ${request.caseNumber}`,
    `Court hearing date: ${request.hearingDate}`,
    `Assigned judge: ${request.judge || '(not given)'}`,
    `E-mail: ${request.email}`,
    `Language / dialect: ${request.language}`,
    `Additional requests: ${request.requests || '(none)'}`,
    '',
    `Reference: ${requestId}`,
  ].join('\n');
}

/**
 * Validates an interpreter request and, when valid, stores it together with the clerk's
 * notification in one transaction, so the request is never saved without its mail (or the
 * reverse). A filled honeypot is accepted silently and nothing is stored.
 */
export async function submitInterpreterRequest(
  deps: InterpreterDeps,
  input: unknown,
  requestId: string,
): Promise<SubmissionOutcome> {
  if (isHoneypotFilled(input)) return { kind: 'ignored' };
  const result = await validateForm(interpreterRequestSchema, input);
  if (!result.ok) return { kind: 'invalid', errors: result.errors };
  const request = result.value;
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    await insertInterpreterRequest(trx, {
      fullName: request.fullName,
      caseNumber: request.caseNumber,
      hearingDate: request.hearingDate,
      judge: request.judge,
      email: request.email,
      language: request.language,
      requests: request.requests,
      createdAt: now.toISOString(),
      requestId,
    });
    await insertOutboxMessage(
      trx,
      {
        toAddress: deps.courtMailbox,
        subject: `Interpreter request for case ${request.caseNumber}`,
        bodyText: notificationText(request, requestId),
      },
      now,
    );
  });
  return { kind: 'stored' };
}
