import { secretsMatch } from './secrets-match';

describe('secretsMatch', () => {
  it('matches the same value, as text or as bytes', () => {
    expect(secretsMatch('a-token-of-some-length', 'a-token-of-some-length')).toBe(true);
    expect(secretsMatch(Buffer.from('bytes'), 'bytes')).toBe(true);
  });

  it('refuses a value that differs anywhere, or is longer or shorter', () => {
    expect(secretsMatch('a-token-of-some-length', 'a-token-of-some-lengtH')).toBe(false);
    expect(secretsMatch('a-token', 'a-token-and-more')).toBe(false);
    expect(secretsMatch('a-token', '')).toBe(false);
  });
});
