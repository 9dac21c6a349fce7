import {
  API_BASE,
  XSRF_COOKIE,
  XSRF_HEADER,
  XSRF_PATH,
  type ApiErrorBody,
  type FieldErrors,
  type SecondFactorKind,
  type StepUpNeed,
} from '@court/contract';
import { i18n, VALIDATION_NS } from '../i18n/i18n';

/**
 * Why a call failed: the network, the API's answer, or the browser refusing a step the call
 * needed before anything was sent (a passkey dialog closed), or the page stopping an upload.
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

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Sends a request once more after the person proved their second factor, when the API asks. */
async function withStepUp<T>(send: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  const result = await send();
  if (result.ok || result.stepUp !== 'factor' || !stepUpPrompt) return result;
  // An API that does not say which factors the account has: the app, as before passkeys.
  if (!(await askForStepUp(stepUpPrompt, result.stepUpFactors ?? ['app']))) return result;
  return send();
}

function apiUrl(path: string): string {
  return `${API_BASE}/${path.replace(/^\//, '')}`;
}

/** The headers of every API call: JSON answers in the visitor's language. */
function apiHeaders(extraHeaders: Record<string, string>): Record<string, string> {
  return { ...extraHeaders, Accept: 'application/json', 'Accept-Language': i18n.language };
}

/** Adds the anti-forgery header every call but a GET needs, copied from the XSRF-TOKEN cookie. */
async function addXsrfHeader(headers: Record<string, string>): Promise<void> {
  // Only the API's XSRF address sets the cookie: asked once, before this browser's first POST.
  if (!readCookie(XSRF_COOKIE)) await apiRequest('GET', XSRF_PATH);
  const token = readCookie(XSRF_COOKIE);
  if (token) headers[XSRF_HEADER] = token;
}

function networkFailure<T>(): ApiResult<T> {
  return {
    ok: false,
    kind: 'network',
    status: 0,
    retryable: true,
    error: i18n.t('network.error', { ns: VALIDATION_NS }),
    errors: {},
  };
}

/** What the API's answer comes to, whichever way it was sent. */
function apiAnswer<T>(status: number, payload: unknown): ApiResult<T> {
  if (status >= 200 && status < 300) return { ok: true, status, data: payload as T };
  const errorBody = isErrorBody(payload) ? payload : undefined;
  return {
    ok: false,
    kind: 'http',
    status,
    retryable: status >= 500 || status === 429,
    error: errorBody?.error ?? i18n.t('server.error', { ns: VALIDATION_NS }),
    errors: errorBody?.errors ?? {},
    requestId: errorBody?.requestId,
    body: payload,
    ...(errorBody?.stepUp && { stepUp: errorBody.stepUp, stepUpFactors: errorBody.factors }),
  };
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
  return withStepUp(() => sendApiRequest<T>(method, path, body, extraHeaders));
}

async function sendApiRequest<T>(
  method: ApiMethod,
  path: string,
  body: unknown,
  extraHeaders: Record<string, string>,
): Promise<ApiResult<T>> {
  const headers = apiHeaders(extraHeaders);
  // A GET goes out at once, without waiting for anything.
  if (method !== 'GET') await addXsrfHeader(headers);
  // FormData (a file upload) sets its own multipart Content-Type with the boundary.
  const isFormData = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isFormData) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : isFormData ? body : JSON.stringify(body),
    });
  } catch {
    return networkFailure();
  }
  return apiAnswer<T>(response.status, parseJson(await response.text()));
}

/** How much of an upload's body has gone, in bytes. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface ApiUploadOptions {
  /** Told as the body goes out, whenever the browser knows its total size. */
  onProgress?: (progress: UploadProgress) => void;
  /** Stops the upload; the call then resolves as a failure of kind "browser". */
  signal?: AbortSignal;
}

/**
 * Uploads a multipart body to the court API, telling `onProgress` how much has gone, which fetch
 * cannot. Otherwise it behaves as apiRequest does: the same address, headers, cookies, answers
 * and errors, and an action refused until the person proves their second factor again is sent
 * once more after they have (its progress then starts again from 0). Never throws.
 */
export function apiUpload<T>(
  method: 'POST' | 'PUT' | 'PATCH',
  path: string,
  body: FormData,
  options: ApiUploadOptions = {},
): Promise<ApiResult<T>> {
  return withStepUp(() => sendApiUpload<T>(method, path, body, options));
}

async function sendApiUpload<T>(
  method: 'POST' | 'PUT' | 'PATCH',
  path: string,
  body: FormData,
  { onProgress, signal }: ApiUploadOptions,
): Promise<ApiResult<T>> {
  const headers = apiHeaders({});
  await addXsrfHeader(headers);
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    const stop = () => request.abort();
    const settle = (result: ApiResult<T>) => {
      signal?.removeEventListener('abort', stop);
      resolve(result);
    };
    if (signal?.aborted) {
      settle(abortedUpload());
      return;
    }
    request.open(method, apiUrl(path));
    // As fetch's credentials: 'include': the staff session cookie goes with the upload.
    request.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    });
    request.addEventListener('load', () =>
      settle(apiAnswer<T>(request.status, parseJson(request.responseText))),
    );
    request.addEventListener('error', () => settle(networkFailure()));
    request.addEventListener('abort', () => settle(abortedUpload()));
    signal?.addEventListener('abort', stop);
    // No Content-Type: the browser writes the multipart one, with its boundary.
    request.send(body);
  });
}

function abortedUpload<T>(): ApiResult<T> {
  return {
    ok: false,
    kind: 'browser',
    status: 0,
    retryable: false,
    error: i18n.t('network.error', { ns: VALIDATION_NS }),
    errors: {},
  };
}
