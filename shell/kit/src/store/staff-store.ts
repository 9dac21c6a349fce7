import { create } from 'zustand';
import type { SignInNextStep, StaffUser } from '@court/contract';
import { apiRequest, type ApiResult } from '../api/api-client';
import { checkedApiRequest } from '../api/api-response-check';

/**
 * The signed-in staff member, null when signed out, 'unknown' until the API has said which, and
 * 'unreachable' when it could not say (its database or the network was away): that signs nobody
 * out, and asking again may answer.
 */
export type StaffUserState = StaffUser | null | 'unknown' | 'unreachable';

export interface StaffState {
  staffUser: StaffUserState;
  /**
   * Asks the API who is signed in (GET staff/me; a 401 means nobody is), unless this browser has
   * not signed in, in which case nobody is and no request is sent. Also the way to ask again
   * after 'unreachable'.
   */
  loadStaffUser: () => Promise<void>;
  /**
   * Checks the password (POST staff/session). When that signs the person in, the store holds the
   * user; otherwise the answer names the step that remains (a second factor, or setting one up),
   * and the store holds nobody until that step is done.
   */
  signIn: (username: string, password: string) => Promise<ApiResult<StaffUser | SignInNextStep>>;
  /**
   * Sends the code of the factor step (POST staff/session/factor), an authentication app's code
   * or a recovery code; on success the store holds the user.
   */
  proveSecondFactor: (code: string) => Promise<ApiResult<StaffUser>>;
  /**
   * Holds a user the API answered as signed in: after a password, a code or a passkey, and after
   * a second factor is set up (an app confirmed, a passkey added), which signs in a person at the
   * enrol step and records the factor of one already signed in.
   */
  setStaffUser: (user: StaffUser) => void;
  /**
   * A sign-in finished away from the page (the court's single sign-on sent the browser back
   * signed in): remembers that this browser holds a session and asks the API whose it is.
   */
  resumeSignIn: () => Promise<void>;
  /** Ends the session (DELETE staff/session); on success the store holds null. */
  signOut: () => Promise<ApiResult<unknown>>;
  /** For staff pages whose request got a 401: the session ended, so show the sign-in again. */
  clearStaffUser: () => void;
}

/** True when POST staff/session answered a step that remains rather than the user. */
export function isSignInNextStep(data: StaffUser | SignInNextStep): data is SignInNextStep {
  return 'next' in data;
}

/** True when the state is a signed-in member of staff. */
export function isStaffUser(state: StaffUserState): state is StaffUser {
  return typeof state === 'object' && state !== null;
}

/**
 * Set while this browser holds a staff session it signed in to. The session cookie is httpOnly,
 * so without this hint every public page would have to ask the API (and log a 401) to learn
 * that the visitor is not staff. A stale hint costs one GET staff/me, which then clears it.
 */
const SIGNED_IN_HINT_KEY = 'court:staff-signed-in';

function readSignedInHint(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

function writeSignedInHint(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    else localStorage.removeItem(SIGNED_IN_HINT_KEY);
  } catch {
    // Storage refused (private browsing): staff then sign in again after a reload.
  }
}

/** Stores the outcome of a sign-in, sign-out or GET staff/me, and remembers it for reloads. */
function settle(user: StaffUser | null): Pick<StaffState, 'staffUser'> {
  writeSignedInHint(user !== null);
  return { staffUser: user };
}

// One GET staff/me at a time: the shell's start-up call and a gate's call share the answer.
let pendingLoad: Promise<void> | undefined;
// Bumped by every sign-in and sign-out, so a slower GET staff/me cannot overwrite their outcome.
let generation = 0;

/**
 * Who is signed in to the staff tools, shared by the shell and every remote through the
 * @court/kit singleton. The session itself is an httpOnly cookie the page cannot read. It lives
 * in the kit's main entry because every page's navbar reads it, while the staff UI
 * (@court/kit/staff) is downloaded only by staff pages.
 */
export const useStaffStore = create<StaffState>()((set, get) => ({
  staffUser: 'unknown',
  loadStaffUser: () => {
    if (pendingLoad) return pendingLoad;
    if (!readSignedInHint()) {
      set({ staffUser: null });
      return Promise.resolve();
    }
    if (get().staffUser === 'unreachable') set({ staffUser: 'unknown' });
    const started = generation;
    pendingLoad = checkedApiRequest('GET', 'staff/me', 'staffUser').then((result) => {
      pendingLoad = undefined;
      if (started !== generation) return;
      if (result.ok) set(settle(result.data));
      // The session may well be alive: an answer that may come if asked again signs no one out,
      // and the hint stays for the next page.
      else if (!result.ok && result.retryable) set({ staffUser: 'unreachable' });
      // Any other failure counts as signed out: signing in again is the way forward.
      else set(settle(null));
    });
    return pendingLoad;
  },
  signIn: async (username, password) => {
    const result = await checkedApiRequest('POST', 'staff/session', 'signIn', {
      username,
      password,
    });
    if (result.ok && !isSignInNextStep(result.data)) get().setStaffUser(result.data);
    return result;
  },
  proveSecondFactor: async (code) => {
    const result = await checkedApiRequest('POST', 'staff/session/factor', 'staffUser', { code });
    if (result.ok) get().setStaffUser(result.data);
    return result;
  },
  setStaffUser: (user) => {
    generation += 1;
    set(settle(user));
  },
  resumeSignIn: () => {
    writeSignedInHint(true);
    set({ staffUser: 'unknown' });
    return get().loadStaffUser();
  },
  signOut: async () => {
    const result = await apiRequest<unknown>('DELETE', 'staff/session');
    // A 401 means the session had already ended on the server.
    if (result.ok || result.status === 401) {
      generation += 1;
      set(settle(null));
    }
    return result;
  },
  clearStaffUser: () => {
    generation += 1;
    set(settle(null));
  },
}));
