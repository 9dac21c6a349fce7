/** A random idempotency key: 32 hex digits from the browser's secure random source. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** One attempt to send one set of answers: resent as it is when its answer was lost. */
export interface SubmissionAttempt {
  answers: string;
  idempotencyKey: string;
  proofOfWork: string;
  /** The page's own form token, sent with the first answers from that copy of the page. */
  pageToken?: string;
}

/**
 * The attempt to send `answers` with: the previous one when it carried the same answers and
 * may not have arrived (so the court stores them once), otherwise none and the caller starts a
 * new one with a fresh key and solution.
 */
export function attemptToRepeat(
  previous: SubmissionAttempt | undefined,
  answers: string,
): SubmissionAttempt | undefined {
  return previous?.answers === answers ? previous : undefined;
}
