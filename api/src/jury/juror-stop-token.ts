import type { NoticeChannel } from '@court/contract';
import {
  createStopToken,
  readStopToken,
  type StopTokenKind,
} from '../platform/stop-links/stop-token';

/** What a juror's stop token says: which registration stops, and from which channel's link. */
export interface JurorStopClaim {
  registrationId: number;
  channel: NoticeChannel;
}

// Both channels sign the purpose, first word and all, that the links already sent to jurors
// carry: another would void them.
const JUROR_TOKEN_KINDS: Record<NoticeChannel, StopTokenKind> = {
  email: { letter: 'e', purpose: 'juror-unsubscribe' },
  sms: { letter: 't', purpose: 'juror-unsubscribe' },
};

/** A token that stops the notices of one registration, signed with the secret. */
export function createJurorStopToken(secret: string, claim: JurorStopClaim): string {
  return createStopToken(secret, JUROR_TOKEN_KINDS[claim.channel], claim.registrationId);
}

/** What a juror's token says when its signature is right; null for anything else. */
export function readJurorStopToken(secret: string, token: unknown): JurorStopClaim | null {
  const claim = readStopToken(secret, Object.values(JUROR_TOKEN_KINDS), token);
  if (!claim) return null;
  return {
    registrationId: claim.id,
    channel: claim.kind === JUROR_TOKEN_KINDS.email ? 'email' : 'sms',
  };
}
