import { Secret, TOTP } from 'otpauth';
import {
  hashRecoveryCode,
  matchTotpStep,
  newRecoveryCodes,
  newTotpEnrolment,
  normaliseRecoveryCode,
  readTotpCode,
} from './second-factor-codes';

const AT = new Date('2026-03-02T15:00:10.000Z');
const STEP = Math.floor(AT.getTime() / 30_000);

describe('app codes', () => {
  // Fixed, so that the code two steps back is known to differ from the three accepted.
  const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
  const codeAt = (offsetSteps: number) =>
    new TOTP({ secret: Secret.fromBase32(secret) }).generate({
      timestamp: AT.getTime() + offsetSteps * 30_000,
    });

  it('takes six digits, with the space apps show in the middle', () => {
    expect(readTotpCode('123 456')).toBe('123456');
    expect(readTotpCode('12345')).toBeNull();
    expect(readTotpCode('12345a')).toBeNull();
  });

  it('matches the step before, the current one and the next, no further', () => {
    expect(matchTotpStep(secret, codeAt(0), AT)).toBe(STEP);
    expect(matchTotpStep(secret, codeAt(-1), AT)).toBe(STEP - 1);
    expect(matchTotpStep(secret, codeAt(1), AT)).toBe(STEP + 1);
    expect(matchTotpStep(secret, codeAt(-2), AT)).toBeNull();
    expect(matchTotpStep(secret, codeAt(2), AT)).toBeNull();
  });
});

describe('a new app', () => {
  it('has a 160-bit secret and the QR code of its address', () => {
    const { secret, uri, qr } = newTotpEnrolment('boss', 'Example Court');
    expect(Secret.fromBase32(secret).bytes).toHaveLength(20);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toContain('issuer=Example%20Court');
    expect(qr.modules).toHaveLength(qr.size * qr.size);
    expect(qr.modules.some(Boolean) && !qr.modules.every(Boolean)).toBe(true);
  });
});

describe('recovery codes', () => {
  it('are three groups of four unambiguous symbols, hashed as typed back', () => {
    const codes = newRecoveryCodes(50);
    expect(new Set(codes.map(({ code }) => code)).size).toBe(50);
    for (const { code, hash } of codes) {
      expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}-[0-9a-hjkmnp-tv-z]{4}-[0-9a-hjkmnp-tv-z]{4}$/);
      expect(hashRecoveryCode(normaliseRecoveryCode(code.toUpperCase()) ?? '')).toBe(hash);
    }
  });

  it('reads case, spaces, dashes and the letters taken for 0 and 1 alike', () => {
    expect(normaliseRecoveryCode(' AB0D efG1-hjk2 ')).toBe('ab0defg1hjk2');
    expect(normaliseRecoveryCode('abod-efgl-hjk2')).toBe('ab0defg1hjk2');
    expect(normaliseRecoveryCode('abcd-efgh-jkm')).toBeNull();
    expect(normaliseRecoveryCode('abcd-efgh-jkmu')).toBeNull();
  });
});
