import { staffSignInRequestSchema } from './staff';

const VALID = { username: 'clerk', password: 'correct horse battery' };

describe('staffSignInRequestSchema', () => {
  it('reads both answers as typed', () => {
    const typed = { username: ' Clerk ', password: ' spaces count ' };
    expect(staffSignInRequestSchema.validateSync(typed)).toEqual(typed);
  });

  it.each([
    ['a blank username', { ...VALID, username: '   ' }],
    ['an empty password', { ...VALID, password: '' }],
    ['a number for a password', { ...VALID, password: 12345678 }],
    ['a username longer than twice an account’s', { ...VALID, username: 'a'.repeat(129) }],
    ['no password', { username: 'clerk' }],
  ])('refuses %s', (_case, input) => {
    expect(staffSignInRequestSchema.isValidSync(input)).toBe(false);
  });

  it('takes a username of twice an account’s longest, spaces included', () => {
    expect(
      staffSignInRequestSchema.isValidSync({ ...VALID, username: ` ${'a'.repeat(126)} ` }),
    ).toBe(true);
  });
});
