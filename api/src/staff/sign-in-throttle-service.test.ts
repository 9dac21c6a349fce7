import { STAFF_SIGN_IN_THROTTLE } from '@court/contract';
import { delayAfterFailures, throttleKeysFor, throttleSource } from './sign-in-throttle-service';

describe('throttleSource', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:1::', '2001:db8:1:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
    [null, 'unknown'],
    ['', 'unknown'],
  ])('counts %p as %p', (ip, source) => {
    expect(throttleSource(ip)).toBe(source);
  });
});

describe('delayAfterFailures', () => {
  it('is free up to the free failures, then doubles up to the longest wait', () => {
    const { perSource, perName } = STAFF_SIGN_IN_THROTTLE;
    const sourceWaits = Array.from({ length: 16 }, (_, i) => delayAfterFailures(perSource, i + 1));
    expect(sourceWaits).toEqual([0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900, 900]);
    expect(delayAfterFailures(perName, perName.freeFailures)).toBe(0);
    expect(delayAfterFailures(perName, perName.freeFailures + 1)).toBe(1);
    expect(delayAfterFailures(perName, 10_000)).toBe(60);
  });
});

describe('throttleKeysFor', () => {
  it('keeps neither the name nor the address in clear, and ties the address to the name', () => {
    const keys = throttleKeysFor('mjones', '203.0.113.9');
    expect(JSON.stringify([keys.nameKey, keys.sourceKey, keys.trustedKey])).not.toMatch(
      /mjones|203\.0/,
    );
    expect(keys.nameKey).toBe(`name:${keys.nameHash}`);
    expect(throttleKeysFor('mjones', '203.0.113.10').nameKey).toBe(keys.nameKey);
    expect(throttleKeysFor('mjones', '203.0.113.10').sourceKey).not.toBe(keys.sourceKey);
    expect(throttleKeysFor('other', '203.0.113.9').sourceKey).not.toBe(keys.sourceKey);
    expect(keys.trustedKey.slice('trusted:'.length)).toBe(keys.sourceKey.slice('source:'.length));
  });
});
