import type { ApiResponseName, ApiResponses } from '@court/contract';
import type * as ResponseSchemaModule from '@court/contract/responses';
import { i18n, VALIDATION_NS } from '../i18n/i18n';
import { apiRequest, type ApiMethod, type ApiResult } from './api-client';

type ResponseSchemas = typeof ResponseSchemaModule;

let schemas: Promise<ResponseSchemas> | undefined;

/**
 * The response schemas (and yup with them) are fetched with the first answer that must be
 * checked, not with the page: a public page starts from the data its HTML carries, so most
 * visitors never need them.
 */
function loadSchemas(): Promise<ResponseSchemas> {
  schemas ??= import('@court/contract/responses').catch((error: unknown) => {
    // A chunk that failed to arrive (a dropped connection, a deploy) is asked for again next time.
    schemas = undefined;
    throw error;
  });
  return schemas;
}

/** What checking an answer came to: the data in its type, the wrong shape, or no schema to hand. */
export type ResponseCheck<T> =
  { kind: 'valid'; data: T } | { kind: 'invalid' } | { kind: 'unchecked' };

/** Checks an API answer against the contract's schema for `name`. */
export async function checkApiResponse<K extends ApiResponseName>(
  name: K,
  data: unknown,
): Promise<ResponseCheck<ApiResponses[K]>> {
  let loaded: ResponseSchemas;
  try {
    loaded = await loadSchemas();
  } catch {
    return { kind: 'unchecked' };
  }
  return loaded.isApiResponse(name, data) ? { kind: 'valid', data } : { kind: 'invalid' };
}

/**
 * Calls the API (see apiRequest) and checks a successful answer against the contract's schema
 * for `name`: an answer of another shape is a failure in the court's own words. Only a GET is
 * worth sending again when the schema itself did not arrive; a write has already been done.
 */
export async function checkedApiRequest<K extends ApiResponseName>(
  method: ApiMethod,
  path: string,
  name: K,
  body?: unknown,
): Promise<ApiResult<ApiResponses[K]>> {
  const result = await apiRequest<unknown>(method, path, body);
  if (!result.ok) return result;
  const check = await checkApiResponse(name, result.data);
  if (check.kind === 'valid') return { ok: true, status: result.status, data: check.data };
  return {
    ok: false,
    kind: 'http',
    status: result.status,
    retryable: method === 'GET' && check.kind === 'unchecked',
    error: i18n.t('server.error', { ns: VALIDATION_NS }),
    errors: {},
  };
}

/**
 * The answer to a write, its data checked against the contract's schema for `name`. The write
 * was done whatever its answer says, so an answer that cannot be read is not a failure to send
 * again: its data is null, and the page reloads what it shows instead.
 */
export async function checkedWriteAnswer<K extends ApiResponseName>(
  result: ApiResult<unknown>,
  name: K,
): Promise<ApiResult<ApiResponses[K] | null>> {
  if (!result.ok) return result;
  const check = await checkApiResponse(name, result.data);
  return { ...result, data: check.kind === 'valid' ? check.data : null };
}

/**
 * The `name` response a refused request's answer carries, checked against the contract's schema;
 * null for a success, a failure without an answer, or an answer of another shape. For an API that
 * refuses with a record of its own rather than messages by field: a hearing schedule refused
 * (400) comes back as its import, with its problems line by line.
 */
export async function checkedRefusal<K extends ApiResponseName>(
  result: ApiResult<unknown>,
  name: K,
): Promise<ApiResponses[K] | null> {
  if (result.ok || result.body === undefined) return null;
  const check = await checkApiResponse(name, result.body);
  return check.kind === 'valid' ? check.data : null;
}
