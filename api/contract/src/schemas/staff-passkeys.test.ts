import { passkeyRegistrationRequestSchema, passkeySignInRequestSchema } from './staff-passkeys';

const CREDENTIAL = { id: 'AbC-_9', rawId: 'AbC-_9', type: 'public-key' };

describe('passkeyRegistrationRequestSchema', () => {
  const response = { clientDataJSON: 'Y2xpZW50', attestationObject: 'YXR0ZXN0' };

  it('keeps the transports that are text, and none when there is no list', () => {
    const read = (transports: unknown) =>
      passkeyRegistrationRequestSchema.validateSync({
        credential: { ...CREDENTIAL, response: { ...response, transports } },
      }).credential.response.transports;
    expect(read(['usb', 3, 'internal'])).toEqual(['usb', 'internal']);
    expect(read('usb')).toEqual([]);
    expect(read(undefined)).toEqual([]);
  });

  it.each([
    ['a rawId other than the id', { ...CREDENTIAL, rawId: 'AbC-_8' }],
    ['another type', { ...CREDENTIAL, type: 'password' }],
    ['an id that is not base64url', { ...CREDENTIAL, id: 'a+b', rawId: 'a+b' }],
    ['an id longer than WebAuthn allows', { ...CREDENTIAL, id: 'a'.repeat(1401) }],
  ])('refuses %s', (_case, credential) => {
    expect(
      passkeyRegistrationRequestSchema.isValidSync({ credential: { ...credential, response } }),
    ).toBe(false);
  });
});

describe('passkeySignInRequestSchema', () => {
  const response = { clientDataJSON: 'Y2xpZW50', authenticatorData: 'YXV0aA', signature: 'c2ln' };
  const valid = (userHandle: unknown) =>
    passkeySignInRequestSchema.isValidSync({
      credential: { ...CREDENTIAL, response: { ...response, userHandle } },
    });

  it('takes a user handle, or none', () => {
    expect([valid('dXNlcg'), valid(null), valid(undefined)]).toEqual([true, true, true]);
    expect([valid(''), valid(7)]).toEqual([false, false]);
  });
});
