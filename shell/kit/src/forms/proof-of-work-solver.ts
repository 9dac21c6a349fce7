// The solver's code in one chunk of its own, which proof-of-work.ts fetches when a form needs it.
export { solveChallenge } from 'altcha-lib';
export { deriveKey } from 'altcha-lib/algorithms/web/sha';
