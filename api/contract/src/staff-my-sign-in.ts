/** GET: how the signed-in person signs in, and where they are signed in (MySignIn). */
export const MY_SIGN_IN_PATH = 'staff/me/sign-in';

/** POST: ends every session of the signed-in person but the one asking (OtherSessionsEnded). */
export const SIGN_OUT_OTHER_SESSIONS_PATH = 'staff/me/sessions/sign-out-others';

/** One session of the signed-in person, as their page lists it. */
export interface MySession {
  /** Tells the sessions apart on the page; it opens nothing. */
  id: string;
  /** The session of the browser asking. */
  current: boolean;
  /** False while the session waits for a code after a right password. */
  complete: boolean;
  signedInAt: string;
  lastSeenAt: string;
  /** The address it signed in from, as the server saw it. */
  address: string | null;
  /** What the browser said it is, read from its User-Agent; null when it did not say. */
  browser: string | null;
  system: string | null;
}

export interface MySignIn {
  /** When their authentication app was set up; null without one. */
  authenticationApp: { enrolledAt: string } | null;
  /** Recovery codes not used yet. */
  recoveryCodesLeft: number;
  /** Live sessions, the current one first, then the most recently used. */
  sessions: MySession[];
}

export interface OtherSessionsEnded {
  ended: number;
}
