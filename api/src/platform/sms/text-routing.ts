import { CARRIERS, type Carrier, type UnreachableReason } from '@court/contract';
import type { SmsSettings } from './sms-sender';

/**
 * How a text to one cellphone travels, decided when a notice is queued: an e-mail to the
 * carrier's gateway (through the SMTP outbox), a message for the SMS provider, or not at all.
 */
export type TextRoute =
  | { kind: 'gateway'; address: string }
  | { kind: 'provider'; number: string }
  | { kind: 'unreachable'; reason: UnreachableReason };

function isCarrier(name: string): name is Carrier {
  return (CARRIERS as readonly string[]).includes(name);
}

/** The route of a text to `cellphone` (ten digits) on `carrier` under the configured sender. */
export function routeText(sms: SmsSettings, cellphone: string, carrier: string | null): TextRoute {
  if (sms.sender === 'none') return { kind: 'unreachable', reason: 'textsOff' };
  if (sms.sender === 'http') return { kind: 'provider', number: cellphone };
  if (carrier === null || !isCarrier(carrier)) return { kind: 'unreachable', reason: 'noCarrier' };
  const gateway = sms.gateways[carrier];
  if (gateway.retiredSince !== null) return { kind: 'unreachable', reason: 'retiredGateway' };
  return { kind: 'gateway', address: `${cellphone}@${gateway.domain}` };
}
