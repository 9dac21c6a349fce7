import {
  API_BASE,
  XSRF_COOKIE,
  XSRF_HEADER,
  type ApiErrorBody,
  type FieldErrors,
  type SecondFactorKind,
  type StepUpNeed,
} from '@court/contract';
import { i18n } from '../i18n/i18n';

/**
 * Why a call failed: the network, the API's answer, or the browser refusing a step the call
 * needed before anything was sent (a passkey dialog closed).
 */
export type ApiFailureKind = 'network' | 'http' | 'browser';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The outcome of an API call: data, or a failure that says whether trying again may help. */
export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | {
      ok: false;
      kind: ApiFailureKind;
      status: number;
      /** Network failures and 5xx/429 answers may succeed if sent again unchanged. */
      retryable: boolean;
      error: string;
      errors: FieldErrors;
      requestId?: string;
      /** A 403 to an action that needs a second factor proved just now, and why. */
      stepUp?: StepUpNeed;
      /** With stepUp: the second factors the account can prove. */
      stepUpFactors?: readonly SecondFactorKind[];
      /**
       * The API's answer as JSON, whatever its shape, for a refusal that says more than `error`
       * and `errors` (a refused hearing schedule's problems); undefined without an HTTP answer.
       */
      body?: unknown;
    };

/**
 * Asks the person to prove their second factor again with one of `factors` (the staff tools'
 * step-up dialog); resolves true once they have, false when they gave up.
 */
export type StepUpPrompt = (factors: readonly SecondFactorKind[]) => Promise<boolean>;

let stepUpPrompt: StepUpPrompt | null = null;
// Requests refused at the same moment share one dialog.
let pendingStepUp: Promise<boolean> | null = null;

/**
 * Lets apiRequest ask for a step-up and then send the refused request again, so every staff
 * action carries on after the dialog without code of its own. Returns the call that removes it.
 */
export function setStepUpPrompt(prompt: StepUpPrompt): () => void {
  stepUpPrompt = prompt;
  return () => {
    if (stepUpPrompt === prompt) stepUpPrompt = null;
  };
}

function askForStepUp(
  prompt: StepUpPrompt,
  factors: readonly SecondFactorKind[],
): Promise<boolean> {
  pendingStepUp ??= prompt(factors).finally(() => {
    pendingStepUp = null;
  });
  return pendingStepUp;
}

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) return decodeURIComponent(trimmed.slice(prefix.length));
  }
  return undefined;
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && 'error' in value;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Calls the court API under /api/muni/. Sends cookies, the visitor's language, and on every
 * non-GET request the anti-forgery header copied from the XSRF-TOKEN cookie. The body goes as
 * JSON, or as it is when it is FormData (a multipart upload). An action refused until the person
 * proves their second factor again is sent once more after they have (setStepUpPrompt). Never
 * throws.
 */
export async function apiRequest<T>(
  method: ApiMethod,
  path: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<ApiResult<T>> {
  const result = await sendApiRequest<T>(method, path, body, extraHeaders);
  if (result.ok || result.stepUp !== 'factor' || !stepUpPrompt) return result;
  // An API that does not say which factors the account has: the app, as before passkeys.
  if (!(await askForStepUp(stepUpPrompt, result.stepUpFactors ?? ['app']))) return result;
  return sendApiRequest<T>(method, path, body, extraHeaders);
}

async function sendApiRequest<T>(
  method: ApiMethod,
  path: string,
  body: unknown,
  extraHeaders: Record<string, string>,
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = {
    ...extraHeaders,
    Accept: 'application/json',
    'Accept-Language': i18n.language,
  };
  // FormData (a file upload) sets its own multipart Content-Type with the boundary.
  const isFormData = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isFormData) headers['Content-Type'] = 'application/json';
  if (method !== 'GET') {
    // The API sets the cookie on any answer; a first GET fetches it if this page has none yet.
    if (!readCookie(XSRF_COOKIE)) await apiRequest('GET', 'xsrf');
    const token = readCookie(XSRF_COOKIE);
    if (token) headers[XSRF_HEADER] = token;
  }
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/${path.replace(/^\//, '')}`, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : isFormData ? body : JSON.stringify(body),
    });
  } catch {
    return {
      ok: false,
      kind: 'network',
      status: 0,
      retryable: true,
      error: i18n.t('network.error', { ns: 'validation' }),
      errors: {},
    };
  }
  const payload = await readJson(response);
  if (response.ok) return { ok: true, status: response.status, data: payload as T };
  const errorBody = isErrorBody(payload) ? payload : undefined;
  return {
    ok: false,
    kind: 'http',
    status: response.status,
    retryable: response.status >= 500 || response.status === 429,
    error: errorBody?.error ?? i18n.t('server.error', { ns: 'validation' }),
    errors: errorBody?.errors ?? {},
    requestId: errorBody?.requestId,
    body: payload,
    ...(errorBody?.stepUp && { stepUp: errorBody.stepUp, stepUpFactors: errorBody.factors }),
  };
}
