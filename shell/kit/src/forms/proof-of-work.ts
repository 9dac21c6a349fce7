import type { ProofOfWorkChallenge } from '@court/contract';
import { apiRequest } from '@court/kit';
import type * as ProofOfWorkSolver from './proof-of-work-solver';

/** A phone that cannot finish in this time is better told to try again than left waiting. */
const SOLVE_TIMEOUT_MS = 60_000;

type Solver = typeof ProofOfWorkSolver;

let solver: Promise<Solver> | undefined;

/**
 * Fetches the solver's code, once. It is needed only to send a form, so a form page does not
 * download it with its first load: the form starts fetching it when the visitor first moves into
 * it, and sending waits for it beside the challenge. A failed fetch is tried again next time.
 */
export function loadProofOfWorkSolver(): Promise<Solver> {
  solver ??= import('./proof-of-work-solver').catch((error: unknown) => {
    solver = undefined;
    throw error;
  });
  return solver;
}

/**
 * Fetches a proof-of-work challenge and solves it with the browser's own SHA-256 (ALTCHA, self
 * hosted): the invisible check that a person's browser sent the form. Answers the payload the
 * API expects in the form's `altcha` field, or undefined when the challenge or the solver could
 * not be had.
 */
export async function solveProofOfWork(): Promise<string | undefined> {
  const [result, altcha] = await Promise.all([
    apiRequest<ProofOfWorkChallenge>('GET', 'captcha/challenge'),
    loadProofOfWorkSolver().catch(() => undefined),
  ]);
  if (!result.ok || !altcha) return undefined;
  const challenge = result.data;
  const solution = await altcha.solveChallenge({
    challenge,
    deriveKey: altcha.deriveKey,
    timeout: SOLVE_TIMEOUT_MS,
  });
  if (!solution) return undefined;
  return btoa(JSON.stringify({ challenge, solution }));
}
