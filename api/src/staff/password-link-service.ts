import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  type Language,
  localizedPath,
  PASSWORD_LINK_HOURS,
  type PasswordLinkStatus,
  SET_PASSWORD_PAGE,
} from '@court/contract';
import { passwordLinkToken, setPasswordRequestSchema } from '@court/contract/schemas';
import { recordAudit } from '../audit';
import type { StaffSettings } from './staff-deps';
import type { SignedInStaff } from '../platform/authorization';
import type { Clock } from '../platform/clock';
import { readPublishedCourtFacts } from '../content';
import type { Database } from '../platform/database/schema';
import { ClientError } from '../platform/errors';
import { insertOutboxMessage } from '../platform/mail/outbox-repository';
import { readBody, readValue } from '../platform/read-with-schema';
import { passwordLinkEmail, type PasswordLinkReason } from './password-link-mail';
import {
  deletePasswordLinksOfUser,
  findUsablePasswordLink,
  insertPasswordLink,
  markPasswordLinkUsed,
} from './password-link-repository';
import { hashPassword } from './passwords';
import { clearSignInThrottle } from './sign-in-throttle-service';
import { updateStaffPassword, type StaffUserRow } from './staff-user-repository';
import { sha256Hex } from '../platform/crypto/sha256';

/**
 * One-time links to set a password: an administrator never sees or types another person's
 * password; the court e-mails the person a link instead, and they choose it themselves.
 */

export interface PasswordLinkDeps {
  db: Kysely<Database>;
  clock: Clock;
  config: Pick<StaffSettings, 'publicSiteUrl'>;
}

const HOUR_MS = 60 * 60 * 1000;

/** What the database keeps of a token: its SHA-256, so the table holds no usable link. */
function hashToken(token: string): string {
  return sha256Hex(token);
}

/** One answer for every link that cannot be used, so a token tells nothing about why. */
function invalidLink(): ClientError {
  return new ClientError(404, 'staff.passwordLink.invalid');
}

/**
 * Sends an account a new link to set its password, in `trx`, the transaction of the change that
 * calls for it: the account's older links stop working, and the e-mail waits in the outbox until
 * the change is committed. Valid PASSWORD_LINK_HOURS, once.
 */
export async function sendPasswordLink(
  trx: Kysely<Database>,
  deps: Omit<PasswordLinkDeps, 'db'>,
  account: Pick<StaffUserRow, 'id' | 'username' | 'displayName' | 'email'>,
  reason: PasswordLinkReason,
  sentBy: SignedInStaff,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  await deletePasswordLinksOfUser(trx, account.id);
  await insertPasswordLink(trx, {
    tokenHash: hashToken(token),
    staffUserId: account.id,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + PASSWORD_LINK_HOURS * HOUR_MS).toISOString(),
    usedAt: null,
  });
  const link = (language: Language) =>
    `${deps.config.publicSiteUrl}${localizedPath(SET_PASSWORD_PAGE, language)}?token=${token}`;
  const mail = passwordLinkEmail({
    court: await readPublishedCourtFacts(trx, now),
    reason,
    displayName: account.displayName,
    username: account.username,
    sentBy: sentBy.displayName,
    links: { en: link('en'), es: link('es') },
  });
  await insertOutboxMessage(trx, { toAddress: account.email, ...mail }, now);
}

/** Whose link a token is, for the set-password page; 404 for any link that cannot be used. */
export async function readPasswordLink(
  deps: PasswordLinkDeps,
  token: unknown,
): Promise<PasswordLinkStatus> {
  const read = readValue(passwordLinkToken(), token);
  if (read.problem !== null) throw invalidLink();
  const tokenHash = hashToken(read.value);
  const link = await findUsablePasswordLink(deps.db, tokenHash, deps.clock.now().toISOString());
  if (!link) throw invalidLink();
  return { username: link.username, displayName: link.displayName };
}

/**
 * Sets the password of a link's account and uses the link up, in one transaction; also lifts the
 * name's sign-in delays. Audited as staff.user.set-password, with the person as the actor. A link
 * that cannot be used is 404; a password the rules refuse is 400 and leaves the link usable.
 */
export async function setPasswordFromLink(
  deps: PasswordLinkDeps,
  input: unknown,
  requestId: string,
): Promise<void> {
  // The token first: a link that cannot be used is 404 whatever the password.
  const read = readValue(setPasswordRequestSchema.pick(['token']), input);
  if (read.problem !== null) throw invalidLink();
  const tokenHash = hashToken(read.value.token);
  const link = await findUsablePasswordLink(deps.db, tokenHash, deps.clock.now().toISOString());
  if (!link) throw invalidLink();
  const { password } = readBody(setPasswordRequestSchema, input);

  // Hashed before the transaction: argon2 takes a while, and nothing needs to wait for it.
  const passwordHash = await hashPassword(password);
  const now = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    // Used or replaced meanwhile (the same link sent twice at once): nothing is written.
    if (!(await markPasswordLinkUsed(trx, tokenHash, now))) throw invalidLink();
    await updateStaffPassword(trx, link.staffUserId, passwordHash, now);
    await clearSignInThrottle(trx, link.username);
    await recordAudit(
      trx,
      deps.clock,
      { actor: link.username, requestId },
      {
        action: 'staff.user.set-password',
        subjectType: 'staff_user',
        subjectId: link.username,
        details: { source: 'browser' },
      },
    );
  });
}
