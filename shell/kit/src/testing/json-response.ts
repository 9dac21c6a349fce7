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

/** What a test puts in `fetch`'s place: the stand-in, or a fetch in front of it. */
export type FetchInPlace = (url: string, init: RequestInit) => Promise<Response>;

/**
 * A stand-in for `fetch`, put in place afresh before each test of the file (or of the describe
 * block it is called in), with no answers: each test queues what the API answers
 * (mockResolvedValueOnce, mockImplementation, answerInTurn). The `fetch` there before comes back
 * after each test, so tests outside that block do not reach this one's stand-in.
 *
 * `inFront`, when given, wraps the stand-in in what `fetch` becomes (answeringSignInOptions):
 * requests the wrapper answers itself never reach the stand-in, so a test counts only the rest.
 */
export function standInForFetch(
  inFront: (fetchStandIn: FetchStandIn) => FetchInPlace = (fetchStandIn) => fetchStandIn,
): FetchStandIn {
  const fetchStandIn: FetchStandIn = jest.fn();
  let fetchBefore: typeof fetch;
  beforeEach(() => {
    fetchStandIn.mockReset();
    fetchBefore = globalThis.fetch;
    globalThis.fetch = inFront(fetchStandIn) as unknown as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = fetchBefore;
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

/**
 * Makes `fetch` answer every request with these answers (status and JSON body) in turn, the last
 * one repeating: for a page that asks the same address again (a retry, a reload after a change).
 */
export function answerEachRequestInTurn(
  fetch: FetchStandIn,
  ...answers: [status: number, body: unknown][]
): void {
  let call = 0;
  fetch.mockImplementation(() => {
    const answer = answers[Math.min(call, answers.length - 1)];
    call += 1;
    if (!answer) throw new Error('no answer was given for the request');
    return Promise.resolve(jsonResponse(...answer));
  });
}
