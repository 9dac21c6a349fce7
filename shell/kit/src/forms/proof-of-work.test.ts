import { jsonResponse, standInForFetch } from '../testing';

// The setup stands in for this module in every other test; here it is the one under test.
jest.unmock('./proof-of-work');

let mockSolverFetches = 0;
jest.mock('./proof-of-work-solver', () => {
  mockSolverFetches += 1;
  // The first fetch of the solver's code fails, as it would on a dropped connection.
  if (mockSolverFetches === 1) throw new Error('Loading chunk failed');
  return {
    solveChallenge: () => Promise.resolve({ number: 42, took: 5 }),
    deriveKey: () => undefined,
  };
});

const CHALLENGE = { algorithm: 'SHA-256', challenge: 'abc', salt: 'salt', signature: 'sig' };

const fetchMock = standInForFetch();

beforeEach(() => {
  fetchMock.mockResolvedValue(jsonResponse(200, CHALLENGE));
});

describe('proof of work', () => {
  it('gives no payload when the solver cannot be fetched, and fetches it again next time', async () => {
    const { solveProofOfWork } = await import('./proof-of-work');
    await expect(solveProofOfWork()).resolves.toBeUndefined();

    const payload = await solveProofOfWork();
    expect(JSON.parse(atob(payload ?? ''))).toEqual({
      challenge: CHALLENGE,
      solution: { number: 42, took: 5 },
    });
    expect(mockSolverFetches).toBe(2);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/muni/captcha/challenge',
      '/api/muni/captcha/challenge',
    ]);
  });
});
