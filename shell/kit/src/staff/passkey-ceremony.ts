import { useEffect, useState } from 'react';
import type * as WebAuthnBrowser from '@simplewebauthn/browser';
import {
  PASSKEY_FACTOR_PATH,
  PASSKEY_SIGN_IN_PATH,
  STAFF_PASSKEYS_PATH,
  type PasskeysChanged,
  type StaffUser,
} from '@court/contract';
import { checkedApiRequest, i18n, type ApiResult } from '@court/kit';
import { STAFF_NAMESPACE } from './staff-translations';

type WebAuthn = typeof WebAuthnBrowser;

let webAuthn: Promise<WebAuthn> | undefined;

/**
 * The browser side of WebAuthn, downloaded the first time a staff page needs it: public pages,
 * which load this entry for the staff store, never do.
 */
function loadWebAuthn(): Promise<WebAuthn> {
  webAuthn ??= import('@simplewebauthn/browser').catch((error: unknown) => {
    // A chunk that failed to arrive (a dropped connection, a deploy) is asked for again next time.
    webAuthn = undefined;
    throw error;
  });
  return webAuthn;
}

/**
 * Whether this browser can use passkeys: null until known. Asked in an effect, never while
 * rendering: the server, and the first render in the browser, know nothing of WebAuthn, and the
 * two must render the same.
 */
export function usePasskeySupport(): boolean | null {
  const [supported, setSupported] = useState<boolean | null>(null);
  useEffect(() => {
    let active = true;
    loadWebAuthn().then(
      ({ browserSupportsWebAuthn }) => {
        if (active) setSupported(browserSupportsWebAuthn());
      },
      () => {
        if (active) setSupported(false);
      },
    );
    return () => {
      active = false;
    };
  }, []);
  return supported;
}

/** Why the browser's passkey dialog did not answer, as the forms show an API's refusal. */
function browserRefusal(error: unknown): ApiResult<never> {
  const name = error instanceof Error ? error.name : '';
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  const key =
    code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED'
      ? 'passkey.alreadyOnDevice'
      : name === 'NotAllowedError' || name === 'AbortError'
        ? 'passkey.cancelled'
        : 'passkey.browserFailed';
  return {
    ok: false,
    kind: 'browser',
    status: 0,
    retryable: true,
    error: i18n.t(key, { ns: STAFF_NAMESPACE }),
    errors: {},
  };
}

/**
 * Makes a passkey for the person signed in, or enrolling at sign-in (POST staff/passkeys/options,
 * the browser's dialog, then POST staff/passkeys with `name`). A dialog the person closed is a
 * failure in the kit's words; the API's answer otherwise.
 */
export async function addPasskey(name: string): Promise<ApiResult<PasskeysChanged>> {
  const options = await checkedApiRequest(
    'POST',
    `${STAFF_PASSKEYS_PATH}/options`,
    'passkeyCreationOptions',
  );
  if (!options.ok) return options;
  let credential: WebAuthnBrowser.RegistrationResponseJSON;
  try {
    const { startRegistration } = await loadWebAuthn();
    credential = await startRegistration({ optionsJSON: options.data });
  } catch (error) {
    return browserRefusal(error);
  }
  return checkedApiRequest('POST', STAFF_PASSKEYS_PATH, 'passkeysChanged', { name, credential });
}

/** Asks the browser's dialog for a passkey and sends its answer to `path` (after its options). */
async function provePasskey(path: string): Promise<ApiResult<StaffUser>> {
  const options = await checkedApiRequest('POST', `${path}/options`, 'passkeyRequestOptions');
  if (!options.ok) return options;
  let credential: WebAuthnBrowser.AuthenticationResponseJSON;
  try {
    const { startAuthentication } = await loadWebAuthn();
    credential = await startAuthentication({ optionsJSON: options.data });
  } catch (error) {
    return browserRefusal(error);
  }
  return checkedApiRequest('POST', path, 'staffUser', { credential });
}

/** Signs in with a passkey alone, from the browser's dialog; the caller keeps the user. */
export function signInWithPasskey(): Promise<ApiResult<StaffUser>> {
  return provePasskey(PASSKEY_SIGN_IN_PATH);
}

/** Proves the factor step after a password with one of the account's passkeys. */
export function provePasskeyFactor(): Promise<ApiResult<StaffUser>> {
  return provePasskey(PASSKEY_FACTOR_PATH);
}

/**
 * Offers the person's passkeys in the browser's autofill of the username field (an input whose
 * autocomplete ends with "webauthn" must be on the page), and signs in with the one they pick.
 * Null when there is nothing to say: the browser has no such autofill, or the request ended
 * because another passkey request took its place or the form went away. Stop it with
 * stopPasskeyAutofill.
 */
export async function signInWithPasskeyAutofill(): Promise<ApiResult<StaffUser> | null> {
  let browser: WebAuthn;
  try {
    browser = await loadWebAuthn();
    if (!(await browser.browserSupportsWebAuthnAutofill())) return null;
  } catch {
    return null;
  }
  const options = await checkedApiRequest(
    'POST',
    `${PASSKEY_SIGN_IN_PATH}/options`,
    'passkeyRequestOptions',
  );
  if (!options.ok) return null;
  let credential: WebAuthnBrowser.AuthenticationResponseJSON;
  try {
    credential = await browser.startAuthentication({
      optionsJSON: options.data,
      useBrowserAutofill: true,
    });
  } catch {
    // Cancelled by "Use a passkey" or by leaving the form, or refused by the browser: the
    // password and the button remain.
    return null;
  }
  return checkedApiRequest('POST', PASSKEY_SIGN_IN_PATH, 'staffUser', { credential });
}

/** Ends a passkey request still waiting for the person (the autofill of a form that goes). */
export function stopPasskeyAutofill(): void {
  void loadWebAuthn().then(
    ({ WebAuthnAbortService }) => WebAuthnAbortService.cancelCeremony(),
    () => undefined,
  );
}
