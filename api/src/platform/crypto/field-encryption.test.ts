import { randomBytes } from 'node:crypto';
import {
  openField,
  parseFieldKey,
  sealedKeyId,
  sealField,
  type FieldKeyring,
} from './field-encryption';

const keyText = (id: string) => `${id}:${randomBytes(32).toString('base64')}`;

describe('field encryption', () => {
  const oldKey = parseFieldKey(keyText('k1'), 'TEST');
  const newKey = parseFieldKey(keyText('k2'), 'TEST');
  const keyring: FieldKeyring = { current: oldKey, previous: [] };

  it('opens what it sealed, and the sealed text holds no trace of the value', () => {
    const sealed = sealField(keyring, 'table.ssn', '123456789');
    expect(sealed).not.toContain('123456789');
    expect(sealed).not.toContain(Buffer.from('123456789').toString('base64'));
    expect(sealedKeyId(sealed)).toBe('k1');
    expect(openField(keyring, 'table.ssn', sealed)).toBe('123456789');
  });

  it('seals the same value differently each time', () => {
    expect(sealField(keyring, 'c', 'x')).not.toBe(sealField(keyring, 'c', 'x'));
  });

  it('refuses a value moved to another column or altered', () => {
    const sealed = sealField(keyring, 'table.ssn', '123456789');
    expect(() => openField(keyring, 'table.other', sealed)).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('987654321').toString('base64url');
    expect(() => openField(keyring, 'table.ssn', parts.join('.'))).toThrow();
  });

  it('opens values of a previous key after rotation, and refuses unknown keys', () => {
    const sealed = sealField(keyring, 'c', 'v');
    const rotated: FieldKeyring = { current: newKey, previous: [oldKey] };
    expect(openField(rotated, 'c', sealed)).toBe('v');
    expect(() => openField({ current: newKey, previous: [] }, 'c', sealed)).toThrow(/k1/);
  });

  it('rejects malformed key settings', () => {
    expect(() => parseFieldKey('nokey', 'FIELD_ENCRYPTION_KEY')).toThrow(/FIELD_ENCRYPTION_KEY/);
    expect(() => parseFieldKey(`k1:${randomBytes(16).toString('base64')}`, 'X')).toThrow();
    expect(() => parseFieldKey(`bad id:${randomBytes(32).toString('base64')}`, 'X')).toThrow();
  });
});
