import type { Kysely } from 'kysely';
import {
  COURT_DATE_REMINDERS_STOP_PAGE,
  REMINDER_STOP_ENDPOINT,
  formatCaseNumber,
  type ReminderStopStatus,
  storedLanguage,
} from '@court/contract';
import type { HearingsSettings } from './hearings-deps';
import type { Clock } from '../platform/clock';
import type { Database } from '../platform/database/schema';
import { ClientError } from '../platform/errors';
import type { StopLinks } from '../platform/stop-links/stop-links';
import { readStopToken } from '../platform/stop-links/stop-token';
import { REMINDER_STOP_TOKEN } from './reminder-delivery';
import { findContactStopState } from './reminder-repository';
import { reminderStopPagePath } from './reminder-stop-paths';

export interface ReminderStopDeps {
  db: Kysely<Database>;
  clock: Clock;
  config: Pick<HearingsSettings, 'signingSecret'>;
}

function readToken(config: ReminderStopDeps['config'], token: unknown) {
  const claim = readStopToken(config.signingSecret, [REMINDER_STOP_TOKEN], token);
  if (!claim) throw new ClientError(400, 'reminders.stop.invalid');
  return claim;
}

async function statusOf(deps: ReminderStopDeps, contactId: number): Promise<ReminderStopStatus> {
  const row = await findContactStopState(deps.db, contactId);
  // A sign-up deleted since receives nothing any more: it reads as stopped.
  if (!row) return { state: 'stopped', language: 'en', channel: 'email', caseNumber: null };
  return {
    state: row.stoppedAt === null ? 'sending' : 'stopped',
    language: storedLanguage(row.language),
    channel: row.channel,
    caseNumber: formatCaseNumber(row.caseNumber),
  };
}

/**
 * A reminder's stop links: the token names one way of being reminded of one case (an e-mail
 * address or a phone), and stopping it stops only that one. The signed token is the only
 * authority needed.
 */
export function reminderStopLinks(deps: ReminderStopDeps): StopLinks<ReminderStopStatus> {
  return {
    endpoint: REMINDER_STOP_ENDPOINT,
    page: COURT_DATE_REMINDERS_STOP_PAGE,
    status: async (token) => statusOf(deps, readToken(deps.config, token).id),
    async stop(token) {
      const { id } = readToken(deps.config, token);
      await deps.db
        .updateTable('reminderContact')
        .set({ stoppedAt: deps.clock.now().toISOString() })
        .where('id', '=', id)
        .where('stoppedAt', 'is', null)
        .execute();
      return statusOf(deps, id);
    },
    async pageOf(token) {
      const claim = readStopToken(deps.config.signingSecret, [REMINDER_STOP_TOKEN], token);
      if (!claim) return null;
      const row = await findContactStopState(deps.db, claim.id);
      return reminderStopPagePath(storedLanguage(row?.language ?? 'en'), token);
    },
  };
}
