import type { Kysely } from 'kysely';
import { formatCaseNumber, type ReminderStopStatus } from '@court/contract';
import type { HearingsSettings } from './hearings-deps';
import type { Clock } from '../platform/clock';
import type { Database } from '../platform/database/schema';
import { ClientError } from '../platform/errors';
import { readStopToken } from '../platform/stop-links/stop-token';
import { REMINDER_STOP_TOKEN } from './reminder-delivery';
import { findContactStopState } from './reminder-repository';
import { reminderLanguage, reminderStopPagePath } from './reminder-stop-paths';

export interface ReminderStopDeps {
  db: Kysely<Database>;
  clock: Clock;
  config: Pick<HearingsSettings, 'unsubscribeSecret'>;
}

function readToken(config: ReminderStopDeps['config'], token: unknown) {
  const claim = readStopToken(config.unsubscribeSecret, [REMINDER_STOP_TOKEN], token);
  if (!claim) throw new ClientError(400, 'juror.unsubscribe.invalid');
  return claim;
}

async function statusOf(deps: ReminderStopDeps, contactId: number): Promise<ReminderStopStatus> {
  const row = await findContactStopState(deps.db, contactId);
  // A sign-up deleted since receives nothing any more: it reads as stopped.
  if (!row) return { state: 'unsubscribed', language: 'en', channel: 'email', caseNumber: null };
  return {
    state: row.stoppedAt === null ? 'subscribed' : 'unsubscribed',
    language: reminderLanguage(row.language),
    channel: row.channel,
    caseNumber: formatCaseNumber(row.caseNumber),
  };
}

/** Where the reminders of a stop token's contact stand; 400 for a token that is not valid. */
export async function getReminderStopStatus(
  deps: ReminderStopDeps,
  token: unknown,
): Promise<ReminderStopStatus> {
  return statusOf(deps, readToken(deps.config, token).id);
}

/**
 * Stops the reminders of one case on one channel: the stop page's button or a mail client's
 * one-click POST. The signed token is the only authority needed; stopping twice is fine.
 */
export async function stopReminders(
  deps: ReminderStopDeps,
  token: unknown,
): Promise<ReminderStopStatus> {
  const { id } = readToken(deps.config, token);
  await deps.db
    .updateTable('reminderContact')
    .set({ stoppedAt: deps.clock.now().toISOString() })
    .where('id', '=', id)
    .where('stoppedAt', 'is', null)
    .execute();
  return statusOf(deps, id);
}

/** The stop page of a reminder token in the person's language; null for any other token. */
export async function reminderStopPage(
  deps: ReminderStopDeps,
  token: string,
): Promise<string | null> {
  const claim = readStopToken(deps.config.unsubscribeSecret, [REMINDER_STOP_TOKEN], token);
  if (!claim) return null;
  const row = await findContactStopState(deps.db, claim.id);
  return reminderStopPagePath(reminderLanguage(row?.language ?? 'en'), token);
}
