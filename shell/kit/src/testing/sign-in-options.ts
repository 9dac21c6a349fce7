import { API_BASE, SIGN_IN_OPTIONS_PATH, type SignInOptions } from '@court/contract';
import { jsonResponse } from './json-response';

/** How a court without single sign-on answers GET staff/sign-in-options. */
export const PASSWORD_SIGN_IN: SignInOptions = { localSignIn: true, singleSignOn: null };

/**
 * A fetch that answers the sign-in form's GET staff/sign-in-options itself (as a court without
 * single sign-on, unless `options` says otherwise) and hands every other request to `fetch`, so
 * that a test of what the form sends counts only those requests.
 */
export function answeringSignInOptions(
  fetch: (url: string, init: RequestInit) => Promise<Response>,
  options: SignInOptions = PASSWORD_SIGN_IN,
): typeof globalThis.fetch {
  const answered = ((url: string, init: RequestInit) =>
    url === `${API_BASE}/${SIGN_IN_OPTIONS_PATH}`
      ? Promise.resolve(jsonResponse(200, options))
      : fetch(url, init)) as unknown as typeof globalThis.fetch;
  return answered;
}
