import type { CarrierGatewayTable } from './carrier-gateways';
import { createHttpSmsSender } from './http-sms-sender';

/** gateway: e-mail to the carrier's gateway; http: an SMS provider; none: no texts at all. */
export type SmsSenderKind = 'gateway' | 'http' | 'none';

export interface SmsSettings {
  sender: SmsSenderKind;
  /** Carrier to e-mail-to-text gateway, used by the gateway sender. */
  gateways: CarrierGatewayTable;
  /** The provider's endpoint and key; set exactly when sender is http. */
  http: { url: string; apiKey: string } | null;
}

/** One text message: the ten-digit US cellphone and at most one part's worth of text. */
export interface TextMessage {
  to: string;
  text: string;
}

/**
 * Sends one text through a provider; rejects when it is refused or cannot be reached, with a
 * message that never carries the number or a credential (it is shown to staff and logged).
 */
export interface SmsSender {
  send(message: TextMessage): Promise<void>;
}

/**
 * The sender the outbox hands its sms channel to: the HTTP provider when SMS_SENDER=http. The
 * gateway sender needs none (its texts are e-mails, sent by the mailer); nor does none.
 */
export function createSmsSender(sms: SmsSettings): SmsSender | null {
  return sms.http ? createHttpSmsSender(sms.http) : null;
}
