import { composeNoticeText, splitTextMessage } from './juror-notices';

const LINK = 'https://court.example.org/u/e1a.AbCdEfGhIjKlMnOpQrStUv';

describe('splitTextMessage', () => {
  it('keeps a text of up to 160 characters whole', () => {
    const text = 'x'.repeat(160);
    expect(splitTextMessage(text)).toEqual([text]);
    expect(splitTextMessage('  Jurors for Tuesday:\n do not report. ')).toEqual([
      'Jurors for Tuesday: do not report.',
    ]);
  });

  it('numbers the parts of a longer text and cuts between words', () => {
    const words = Array.from({ length: 60 }, (_, index) => `word${index}`);
    const parts = splitTextMessage(words.join(' '));
    expect(parts.length).toBeGreaterThan(1);
    parts.forEach((part, index) => {
      expect(Array.from(part).length).toBeLessThanOrEqual(160);
      expect(part.startsWith(`(${index + 1}/${parts.length}) `)).toBe(true);
    });
    const rejoined = parts.map((part) => part.replace(/^\(\d+\/\d+\) /, '')).join(' ');
    expect(rejoined).toBe(words.join(' '));
  });

  it('cuts a word longer than a part, and never splits an accented letter or emoji', () => {
    const parts = splitTextMessage(`${'ñ'.repeat(200)} 🙂🙂`);
    expect(parts).toHaveLength(2);
    expect(parts[0]).toBe(`(1/2) ${'ñ'.repeat(154)}`);
    expect(parts[1]).toBe(`(2/2) ${'ñ'.repeat(46)} 🙂🙂`);
  });

  it('allows for two-digit part numbers when there are ten parts or more', () => {
    const parts = splitTextMessage('abcdefghi '.repeat(200));
    expect(parts.length).toBeGreaterThanOrEqual(10);
    expect(parts[9]?.startsWith(`(10/${parts.length}) `)).toBe(true);
    expect(parts.every((part) => Array.from(part).length <= 160)).toBe(true);
  });
});

describe('composeNoticeText', () => {
  it('names the court as given, ends the notice with a full stop and adds the way out', () => {
    const court = 'Canton Municipal Court';
    expect(
      composeNoticeText(court, 'Jurors for Tuesday: you do not need to report', 'en', LINK),
    ).toBe(
      `Canton Municipal Court: Jurors for Tuesday: you do not need to report. Reply STOP or visit ${LINK}`,
    );
    expect(composeNoticeText('Tribunal de Canton', 'No se presente el martes.', 'es', LINK)).toBe(
      `Tribunal de Canton: No se presente el martes. Responda STOP o visite ${LINK}`,
    );
  });
});
