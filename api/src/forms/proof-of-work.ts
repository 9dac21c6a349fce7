import { isRecord } from '@court/contract';
import {
  createChallenge,
  randomInt,
  verifySolution,
  type Challenge,
  type Solution,
} from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Kysely } from 'kysely';
import type { ProofOfWorkChallenge } from '@court/contract';
import type { Database } from '../platform/database/schema';
import { insertUsedProofOfWork } from './used-proof-of-work-repository';

/** How long a challenge may be solved and sent: long enough to fill in a long form. */
export const CHALLENGE_LIFETIME_MS = 2 * 60 * 60 * 1000;

/** Largest encoded payload accepted; a real one is about 600 bytes. */
const MAX_PAYLOAD_LENGTH = 4096;

export interface ProofOfWorkSettings {
  secret: string;
  maxCounter: number;
}

// Signs the derived key too, so the server can check a solution with one hash, not a search.
function keySignatureSecret(settings: ProofOfWorkSettings): string {
  return `${settings.secret}:derived-key`;
}

/**
 * A new ALTCHA challenge (SHA-256, one round per try). The browser tries counters up to a
 * random one below maxCounter. Expiry runs on the real clock: the library checks it against it.
 */
export async function createProofOfWorkChallenge(
  settings: ProofOfWorkSettings,
): Promise<ProofOfWorkChallenge> {
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(Math.ceil(settings.maxCounter / 10), settings.maxCounter),
    deriveKey,
    hmacSignatureSecret: settings.secret,
    hmacKeySignatureSecret: keySignatureSecret(settings),
    expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_MS),
  });
  return { parameters: challenge.parameters, signature: challenge.signature };
}

interface SolvedChallenge {
  challenge: Challenge;
  solution: Solution;
}

/** The payload the browser sends (base64 of JSON {challenge, solution}), or undefined. */
function decodePayload(encoded: unknown): SolvedChallenge | undefined {
  if (typeof encoded !== 'string' || encoded.length > MAX_PAYLOAD_LENGTH) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!isRecord(parsed) || !isRecord(parsed.challenge) || !isRecord(parsed.solution)) {
    return undefined;
  }
  const { challenge, solution } = parsed;
  const parameters = challenge.parameters;
  if (
    !isRecord(parameters) ||
    typeof challenge.signature !== 'string' ||
    typeof parameters.algorithm !== 'string' ||
    typeof parameters.nonce !== 'string' ||
    typeof parameters.salt !== 'string' ||
    typeof parameters.cost !== 'number' ||
    typeof parameters.keyLength !== 'number' ||
    typeof parameters.keyPrefix !== 'string' ||
    typeof solution.counter !== 'number' ||
    typeof solution.derivedKey !== 'string'
  ) {
    return undefined;
  }
  return parsed as unknown as SolvedChallenge;
}

/** A checked solution: its signature is what makes it single-use. */
export interface VerifiedProofOfWork {
  signature: string;
  expiresAt: string;
}

/**
 * Checks a solved challenge sent with a form: signed by us, not expired, and solved. Does not
 * mark it used (consumeProofOfWork does, in the submission's transaction). Never throws.
 */
export async function verifyProofOfWork(
  settings: ProofOfWorkSettings,
  encoded: unknown,
): Promise<VerifiedProofOfWork | undefined> {
  const payload = decodePayload(encoded);
  if (!payload) return undefined;
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: settings.secret,
      hmacKeySignatureSecret: keySignatureSecret(settings),
    });
    if (!result.verified || payload.challenge.signature === undefined) return undefined;
    const expiresAt = payload.challenge.parameters.expiresAt;
    return {
      signature: payload.challenge.signature,
      expiresAt: new Date(
        typeof expiresAt === 'number' ? expiresAt * 1000 : Date.now() + CHALLENGE_LIFETIME_MS,
      ).toISOString(),
    };
  } catch {
    // The library throws on parameters it does not know (another algorithm, say): not solved.
    return undefined;
  }
}

/**
 * Marks a solution used; false when it already was. Shared by every API process through the
 * database, and run in the submission's transaction so a failed submission frees it again.
 */
export async function consumeProofOfWork(
  db: Kysely<Database>,
  proof: VerifiedProofOfWork,
): Promise<boolean> {
  return insertUsedProofOfWork(db, proof.signature, proof.expiresAt);
}
