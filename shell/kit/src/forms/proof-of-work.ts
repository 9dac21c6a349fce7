import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { ProofOfWorkChallenge } from '@court/contract';
import { apiRequest } from '@court/kit';

/** A phone that cannot finish in this time is better told to try again than left waiting. */
const SOLVE_TIMEOUT_MS = 60_000;

/**
 * Fetches a proof-of-work challenge and solves it with the browser's own SHA-256 (ALTCHA, self
 * hosted): the invisible check that a person's browser sent the form. Answers the payload the
 * API expects in the form's `altcha` field, or undefined when the challenge could not be had.
 */
export async function solveProofOfWork(): Promise<string | undefined> {
  const result = await apiRequest<ProofOfWorkChallenge>('GET', 'captcha/challenge');
  if (!result.ok) return undefined;
  const challenge = result.data;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS });
  if (!solution) return undefined;
  return btoa(JSON.stringify({ challenge, solution }));
}
