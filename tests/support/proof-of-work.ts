import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { BASE_URL } from './server';

/**
 * A solved proof-of-work for a form posted by the test itself rather than by the page: the
 * same challenge the browser would get (from the suite's server unless `baseUrl` says another),
 * solved in Node. The payload goes in the `altcha` field.
 */
export async function solveProofOfWork(baseUrl = BASE_URL): Promise<string> {
  const response = await fetch(`${baseUrl}/api/muni/captcha/challenge`);
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the proof-of-work challenge was not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
