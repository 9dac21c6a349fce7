import { createStopToken, readStopToken } from './stop-token';

const SECRET = 'a test signing secret of 32 characters';
const JUROR = { letter: 'e', purpose: 'juror-unsubscribe' };
const REMINDER = { letter: 'r', purpose: 'court-date-reminder' };

describe('stop tokens', () => {
  it('say their kind and row, and read only as the kinds asked for', () => {
    const token = createStopToken(SECRET, REMINDER, 4321);
    expect(readStopToken(SECRET, [JUROR, REMINDER], token)).toEqual({ kind: REMINDER, id: 4321 });
    expect(readStopToken(SECRET, [JUROR], token)).toBeNull();
  });

  it('never read one kind as another, even with the same id and signature', () => {
    const [payload = '', signature = ''] = createStopToken(SECRET, REMINDER, 7).split('.');
    expect(
      readStopToken(SECRET, [JUROR, REMINDER], `e${payload.slice(1)}.${signature}`),
    ).toBeNull();
  });

  it('refuse another secret and anything malformed', () => {
    const forged = createStopToken('another secret of at least 32 characters', REMINDER, 7);
    expect(readStopToken(SECRET, [REMINDER], forged)).toBeNull();
    for (const junk of [undefined, '', 'r7', 'r0.AAAAAAAAAAAAAAAAAAAAAA', 42]) {
      expect(readStopToken(SECRET, [REMINDER], junk)).toBeNull();
    }
  });
});
