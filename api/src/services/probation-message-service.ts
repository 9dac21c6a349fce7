import type { Kysely } from 'kysely';
import type { SiteMessageResponse } from '@court/contract';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { upsertSiteMessage } from '../repositories/site-message-repository';
import { recordAudit } from './audit-service';
import { requireRole, type SignedInStaff } from './authorization';
import { InvalidInputError } from './errors';
import { getSiteMessage } from './site-message-service';

export interface ProbationMessageDeps {
  db: Kysely<Database>;
  clock: Clock;
}

/** Longest drug-testing message staff may publish. */
export const DRUG_TESTING_MESSAGE_MAX_LENGTH = 2000;

/** The drug-testing message as probation staff edit it (the same text the public page shows). */
export async function getDrugTestingMessageForStaff(
  db: Kysely<Database>,
  user: SignedInStaff | null,
): Promise<SiteMessageResponse> {
  requireRole(user, ['probation']);
  return getSiteMessage(db, 'drug-testing');
}

function readMessage(input: unknown): string {
  const raw =
    typeof input === 'object' && input !== null && !Array.isArray(input)
      ? (input as Record<string, unknown>).message
      : undefined;
  const message = typeof raw === 'string' ? raw.trim() : '';
  if (message === '') throw new InvalidInputError({ message: 'staff.message.required' });
  if (message.length > DRUG_TESTING_MESSAGE_MAX_LENGTH) {
    throw new InvalidInputError({ message: 'text.tooLongLong' });
  }
  return message;
}

/**
 * Publishes a new drug-testing message (role probation): required, trimmed, at most 2,000
 * characters, else InvalidInputError. Stored with its audit row (probation.message.update) in one
 * transaction; the public GET drug-testing/message shows it at once.
 */
export async function updateDrugTestingMessage(
  deps: ProbationMessageDeps,
  user: SignedInStaff | null,
  input: unknown,
  requestId: string,
): Promise<SiteMessageResponse> {
  const staff = requireRole(user, ['probation']);
  const message = readMessage(input);
  const updatedAt = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await upsertSiteMessage(trx, 'drug-testing', message, updatedAt);
    await recordAudit(
      trx,
      deps.clock,
      { actor: staff.username, requestId },
      {
        action: 'probation.message.update',
        subjectType: 'site_message',
        subjectId: 'drug-testing',
        details: { length: message.length },
      },
    );
  });
  return { message, updatedAt };
}
