import Bowser from 'bowser';
import type { Kysely } from 'kysely';
import type { MySession, MySignIn, OtherSessionsEnded } from '@court/contract';
import { recordAudit } from '../audit';
import type { SignedInStaff } from '../platform/authorization';
import type { Clock } from '../platform/clock';
import type { Database } from '../platform/database/schema';
import { NotSignedInError } from '../platform/errors';
import { countUnusedRecoveryCodes } from './recovery-code-repository';
import { isSessionAlive } from './staff-auth-service';
import {
  deleteOtherStaffSessionsOfUser,
  listStaffSessionsOfUser,
} from './staff-session-repository';
import { findStaffUserById } from './staff-user-repository';

export interface MySignInDeps {
  db: Kysely<Database>;
  clock: Clock;
}

/** The signed-in person and the session they ask from. */
export interface MySessionContext {
  user: SignedInStaff;
  sessionHash: string;
  requestId: string;
}

// Enough of a stored id's hash to tell sessions apart on the page; it opens nothing.
const SHOWN_ID_LENGTH = 12;

/**
 * What a person recognises of a browser from its User-Agent: "Firefox 133", "Windows 10". Only
 * the major version: the rest changes every few days and tells a person nothing.
 */
export function describeBrowser(userAgent: string | null): Pick<MySession, 'browser' | 'system'> {
  if (!userAgent) return { browser: null, system: null };
  const { browser, os } = Bowser.parse(userAgent);
  const major = browser.version?.split('.')[0];
  const named = (name: string | undefined, version: string | undefined) =>
    name ? [name, version].filter(Boolean).join(' ') : null;
  return { browser: named(browser.name, major), system: named(os.name, os.versionName) };
}

/**
 * GET staff/me/sign-in: the person's authentication app, their recovery codes left, and their
 * live sessions (also those still waiting for a code: a password typed somewhere else shows
 * here), the asking one first.
 */
export async function readMySignIn(
  deps: MySignInDeps,
  context: MySessionContext,
): Promise<MySignIn> {
  const account = await findStaffUserById(deps.db, context.user.id);
  if (!account) throw new NotSignedInError();
  const now = deps.clock.now();
  const stored = await listStaffSessionsOfUser(deps.db, account.id);
  const sessions = stored
    .filter((session) => isSessionAlive(session, now))
    .map((session): MySession => ({
      id: session.idHash.slice(0, SHOWN_ID_LENGTH),
      current: session.idHash === context.sessionHash,
      complete: session.stage === 'complete',
      signedInAt: session.createdAt,
      lastSeenAt: session.lastSeenAt,
      address: session.ip,
      ...describeBrowser(session.userAgent),
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
  return {
    authenticationApp:
      account.totpEnrolledAt === null ? null : { enrolledAt: account.totpEnrolledAt },
    recoveryCodesLeft: await countUnusedRecoveryCodes(deps.db, account.id),
    sessions,
  };
}

/**
 * POST staff/me/sessions/sign-out-others: ends every other session of the person, for one who
 * left a session open on a shared computer or sees one they do not know. Audited with the count.
 */
export async function signOutOtherSessions(
  deps: MySignInDeps,
  context: MySessionContext,
): Promise<OtherSessionsEnded> {
  return deps.db.transaction().execute(async (trx) => {
    const ended = await deleteOtherStaffSessionsOfUser(trx, context.user.id, context.sessionHash);
    await recordAudit(
      trx,
      deps.clock,
      { actor: context.user.username, requestId: context.requestId },
      {
        action: 'staff.sign-out-others',
        subjectType: 'staff_user',
        subjectId: context.user.username,
        details: { ended },
      },
    );
    return { ended };
  });
}
