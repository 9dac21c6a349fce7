import type { Kysely } from 'kysely';
import {
  API_BASE,
  REMINDER_STOP_ENDPOINT,
  SHORT_STOP_LINK_PREFIX,
  storedLanguage,
  type Language,
} from '@court/contract';
import type { HearingsSettings } from './hearings-deps';
import type { Database } from '../platform/database/schema';
import { insertOutboxMessage } from '../platform/mail/outbox-repository';
import { routeText } from '../platform/sms/text-routing';
import { createStopToken, type StopTokenKind } from '../platform/stop-links/stop-token';
import { reminderStopPagePath } from './reminder-stop-paths';
import {
  reminderEmail,
  reminderTexts,
  type ReminderContent,
  type ReminderStopLinks,
} from './reminder-wording';
import type { ReachableContact } from './reminder-repository';

export type ReminderDeliveryConfig = Pick<
  HearingsSettings,
  'publicSiteUrl' | 'signingSecret' | 'sms'
>;

/** The stop token of one contact: it ends reminders for that case and that channel. */
export const REMINDER_STOP_TOKEN: StopTokenKind = { letter: 'r', purpose: 'court-date-reminder' };

export function reminderStopToken(config: ReminderDeliveryConfig, contactId: number): string {
  return createStopToken(config.signingSecret, REMINDER_STOP_TOKEN, contactId);
}

/** The stop page and one-click address of a contact's e-mails. */
export function reminderEmailStopLinks(
  config: ReminderDeliveryConfig,
  contactId: number,
  language: Language,
): ReminderStopLinks {
  const token = reminderStopToken(config, contactId);
  return {
    page: `${config.publicSiteUrl}${reminderStopPagePath(language, token)}`,
    oneClick: `${config.publicSiteUrl}${API_BASE}/${REMINDER_STOP_ENDPOINT}?token=${token}`,
  };
}

/** The short stop link a contact's texts end with. */
export function reminderTextStopLink(config: ReminderDeliveryConfig, contactId: number): string {
  return `${config.publicSiteUrl}${SHORT_STOP_LINK_PREFIX}${reminderStopToken(config, contactId)}`;
}

/** What queuing one message to one contact came to; null when it had gone before. */
export type QueueOutcome = 'queued' | 'unreachable' | null;

/**
 * Queues one message to one contact on one occasion, in the caller's transaction: the delivery
 * row (unique per contact and occasion, so a second call, from this process or another, queues
 * nothing) and the outbox messages that carry it, an e-mail or the parts of a text. A text that
 * cannot go is recorded as unreachable with the reason.
 */
export async function queueToContact(
  trx: Kysely<Database>,
  config: ReminderDeliveryConfig,
  contact: ReachableContact,
  occasion: { key: string; dayNoticeId?: number },
  content: ReminderContent,
  now: Date,
): Promise<QueueOutcome> {
  const route =
    contact.channel === 'sms' ? routeText(config.sms, contact.destination, contact.carrier) : null;
  const unreachable = route?.kind === 'unreachable' ? route.reason : null;
  const delivery = await trx
    .insertInto('reminderDelivery')
    .values({
      contactId: contact.id,
      occasion: occasion.key,
      dayNoticeId: occasion.dayNoticeId ?? null,
      status: unreachable === null ? 'queued' : 'unreachable',
      reason: unreachable,
      createdAt: now.toISOString(),
    })
    .onConflict((conflict) => conflict.columns(['contactId', 'occasion']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!delivery) return null;
  if (route?.kind === 'unreachable') return 'unreachable';
  const language = storedLanguage(contact.language);
  const messages =
    route === null
      ? [
          {
            toAddress: contact.destination,
            ...reminderEmail(
              content,
              contact.caseNumber,
              language,
              reminderEmailStopLinks(config, contact.id, language),
            ),
          },
        ]
      : reminderTexts(content, language, reminderTextStopLink(config, contact.id)).map((text) =>
          // A gateway text is a short plain e-mail; a provider text goes to the SMS sender.
          route.kind === 'gateway'
            ? { toAddress: route.address, subject: '', bodyText: text }
            : { toAddress: route.number, subject: '', bodyText: text, channel: 'sms' as const },
        );
  for (const [index, message] of messages.entries()) {
    const outboxMessageId = await insertOutboxMessage(trx, message, now);
    await trx
      .insertInto('reminderMessage')
      .values({ outboxMessageId, deliveryId: delivery.id, part: index + 1 })
      .execute();
  }
  return 'queued';
}
