import { type Language } from '@court/contract';
import { validationMessage } from '@court/contract/schemas';

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

/**
 * What the API answers while its database cannot be reached: 503 with the contract's message in
 * the visitor's language.
 */
export function databaseUnavailableResponse(language: Language): Response {
  return jsonResponse(503, {
    error: validationMessage('server.unavailable', language),
    requestId: 'test-request-id',
  });
}

/** The stand-in for `fetch` a component test says the API's answers through. */
export type FetchStandIn = jest.Mock<Promise<Response>, [string, RequestInit]>;

/**
 * A stand-in for `fetch`, put in place afresh before each test of the file, with no answers:
 * each test queues what the API answers (mockResolvedValueOnce, answerInTurn).
 */
export function standInForFetch(): FetchStandIn {
  const fetchStandIn: FetchStandIn = jest.fn();
  beforeEach(() => {
    fetchStandIn.mockReset();
    globalThis.fetch = fetchStandIn as unknown as typeof fetch;
  });
  return fetchStandIn;
}

/**
 * Makes `fetch` answer each request from a queue per address, in turn, so each test says what
 * the API answers; a request with nothing queued fails the test.
 */
export function answerInTurn(fetch: FetchStandIn, answers: Record<string, Response[]>): void {
  fetch.mockImplementation((url) => {
    const answer = answers[url]?.shift();
    if (!answer) throw new Error(`unexpected request to ${url}`);
    return Promise.resolve(answer);
  });
}
