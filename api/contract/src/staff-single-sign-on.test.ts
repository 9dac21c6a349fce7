import { isSingleSignOnResult, staffReturnPath, withSignInResult } from './staff-single-sign-on';

describe('staffReturnPath', () => {
  it.each([
    ['/staff', '/staff'],
    ['/es/staff', '/es/staff'],
    ['/staff/forms?status=new', '/staff/forms?status=new'],
    ['/es/staff/audit?page=2', '/es/staff/audit?page=2'],
    ['/careers_admin', '/careers_admin'],
    ['/staff/accounts#top', '/staff/accounts'],
    ['/staff?signIn=expired&tab=1', '/staff?tab=1'],
  ])('keeps the staff page %s', (raw, kept) => {
    expect(staffReturnPath(raw)).toBe(kept);
  });

  it.each([
    ['nothing', undefined],
    ['an empty path', ''],
    ['another site', 'https://evil.example/staff'],
    ['another site without a scheme', '//evil.example/staff'],
    ['a backslash a browser reads as a slash', '/\\evil.example/staff'],
    ['a backslash further on', '/staff\\..\\..\\evil'],
    ['a tab a browser drops', '/\t/evil.example/staff'],
    ['a public page', '/jury-service'],
    ['a page named like the staff pages', '/staffing'],
    ['a path climbing out of the staff pages', '/staff/../jury-service'],
    ['a relative path', 'staff'],
    ['a script address', 'javascript:alert(1)'],
    ['a very long path', `/staff/${'a'.repeat(600)}`],
  ])('sends %s to /staff', (_description, raw) => {
    expect(staffReturnPath(raw)).toBe('/staff');
  });
});

describe('withSignInResult', () => {
  it('adds how the sign-in went to the query, keeping the rest', () => {
    expect(withSignInResult('/staff', 'noRole')).toBe('/staff?signIn=noRole');
    expect(withSignInResult('/es/staff/forms?status=new', 'complete')).toBe(
      '/es/staff/forms?status=new&signIn=complete',
    );
  });
});

describe('isSingleSignOnResult', () => {
  it('knows the results and nothing else', () => {
    expect(['complete', 'factor', 'enrol', 'expired', 'noRole'].every(isSingleSignOnResult)).toBe(
      true,
    );
    expect(['password', '', 'toString', null, 1].some(isSingleSignOnResult)).toBe(false);
  });
});
