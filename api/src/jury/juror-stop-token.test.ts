import { createJurorStopToken, readJurorStopToken } from './juror-stop-token';

const SECRET = 'a test signing secret of 32 characters';

describe('juror stop tokens', () => {
  it('say which registration and channel they stop, and are short enough for a text', () => {
    const token = createJurorStopToken(SECRET, { registrationId: 1234, channel: 'sms' });
    expect(token.length).toBeLessThanOrEqual(30);
    expect(readJurorStopToken(SECRET, token)).toEqual({ registrationId: 1234, channel: 'sms' });
    const email = createJurorStopToken(SECRET, { registrationId: 7, channel: 'email' });
    expect(readJurorStopToken(SECRET, email)).toEqual({ registrationId: 7, channel: 'email' });
  });

  it('refuse a token for another registration made by changing the id', () => {
    const token = createJurorStopToken(SECRET, { registrationId: 1234, channel: 'email' });
    const [payload = '', signature = ''] = token.split('.');
    const otherId = `e${(1235).toString(36)}`;
    expect(payload).not.toBe(otherId);
    expect(readJurorStopToken(SECRET, `${otherId}.${signature}`)).toBeNull();
    expect(readJurorStopToken(SECRET, `t${payload.slice(1)}.${signature}`)).toBeNull();
  });

  it('refuse an altered signature, another secret, and anything malformed', () => {
    const token = createJurorStopToken(SECRET, { registrationId: 5, channel: 'email' });
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    expect(readJurorStopToken(SECRET, `${token.slice(0, -1)}${last}`)).toBeNull();
    const forged = createJurorStopToken('another secret of at least 32 characters', {
      registrationId: 5,
      channel: 'email',
    });
    expect(readJurorStopToken(SECRET, forged)).toBeNull();
    for (const junk of [undefined, '', 'e5', `${token}x`, 'x5.AAAAAAAAAAAAAAAAAAAAAA', ['a']]) {
      expect(readJurorStopToken(SECRET, junk)).toBeNull();
    }
  });
});
