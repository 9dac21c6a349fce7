/**
 * The part of a fetch Response the kit's API client reads, for component tests that stand in
 * for the API (jsdom has no Response class). Browser tests use the real API.
 */
export function jsonResponse(status: number, body?: unknown): Response {
  const response: Pick<Response, 'ok' | 'status' | 'text'> = {
    ok: status >= 200 && status < 300,
    status,
    text: () => Promise.resolve(body === undefined ? '' : JSON.stringify(body)),
  };
  return response as Response;
}
