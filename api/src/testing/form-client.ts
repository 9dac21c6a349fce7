import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import request from 'supertest';
import { IDEMPOTENCY_KEY_HEADER, PROOF_OF_WORK_FIELD } from '@court/contract';
import { fetchXsrf, type TestTarget } from './test-app';

/**
 * Fetches a challenge and solves it as the browser does; the encoded payload a form carries.
 * The server is an app's callback or the URL of a running server.
 */
export async function solveProofOfWork(server: TestTarget): Promise<string> {
  const response = await request(server).get('/api/muni/captcha/challenge').expect(200);
  const challenge = response.body as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the proof-of-work challenge was not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export interface SubmitOptions {
  /** Accept-Language; English by default. */
  language?: string;
  idempotencyKey?: string;
  /** A payload to send instead of a fresh solution; null sends none. */
  proofOfWork?: string | null;
}

/** Sends a public form as the kit's client does: XSRF pair, solved challenge, optional key. */
export async function submitForm(
  server: TestTarget,
  path: string,
  body: Record<string, unknown>,
  options: SubmitOptions = {},
): Promise<request.Response> {
  const { cookie, header } = await fetchXsrf(server);
  const proof =
    options.proofOfWork === undefined ? await solveProofOfWork(server) : options.proofOfWork;
  let call = request(server)
    .post(`/api/muni/${path}`)
    .set('Cookie', cookie)
    .set(header)
    .set('Accept-Language', options.language ?? 'en-US');
  if (options.idempotencyKey) call = call.set(IDEMPOTENCY_KEY_HEADER, options.idempotencyKey);
  return call.send(proof === null ? body : { ...body, [PROOF_OF_WORK_FIELD]: proof });
}
