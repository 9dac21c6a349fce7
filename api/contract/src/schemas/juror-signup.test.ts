import { ValidationError } from 'yup';
import { findJurorSignupProblems, jurorSignupSchema } from './juror-signup';

const TODAY = '2026-03-02';

const VALID = {
  lnameInput: 'Smith',
  serveDateInput: '2026-03-09',
  jurorNo: '104233',
  cellphone: '3305550123',
  carrier: 'Verizon',
  email: 'Pat@Example.org',
  agree: true,
};

function codesOf(changes: Record<string, unknown>) {
  return findJurorSignupProblems({ ...VALID, ...changes }, TODAY);
}

describe('findJurorSignupProblems', () => {
  it('finds nothing wrong with a valid sign-up', () => {
    expect(codesOf({})).toEqual([]);
  });

  it('reads a missing or non-object body as an empty form', () => {
    expect(findJurorSignupProblems(null, TODAY).map((problem) => problem.field)).toEqual([
      'agree',
      'email',
      'lnameInput',
      'jurorNo',
      'serveDateInput',
    ]);
    expect(findJurorSignupProblems([], TODAY)).toEqual(findJurorSignupProblems({}, TODAY));
  });

  it('asks for a valid typed e-mail even when a cellphone and carrier are given', () => {
    expect(codesOf({ email: 'pat@' })).toEqual([
      { field: 'email', code: 'jurorSignup.email.format' },
    ]);
  });

  it('accepts a juror number sent as a JSON number, and refuses one with letters', () => {
    expect(codesOf({ jurorNo: 104233 })).toEqual([]);
    expect(codesOf({ jurorNo: 'A-12' })).toEqual([
      { field: 'jurorNo', code: 'jurorSignup.jurorNo.format' },
    ]);
  });

  it('takes the carrier from the list only', () => {
    expect(codesOf({ carrier: 'Acme Mobile' })).toEqual([
      { field: 'carrier', code: 'jurorSignup.carrier.choice' },
    ]);
  });

  it('checks the date is a calendar day within a week back and a year ahead', () => {
    expect(codesOf({ serveDateInput: '2026-02-30' })).toEqual([
      { field: 'serveDateInput', code: 'date.format' },
    ]);
    expect(codesOf({ serveDateInput: '03/09/2026' })).toEqual([
      { field: 'serveDateInput', code: 'date.format' },
    ]);
    expect(codesOf({ serveDateInput: '2026-02-23' })).toEqual([]);
    expect(codesOf({ serveDateInput: '2026-02-22' })).toEqual([
      { field: 'serveDateInput', code: 'jurorSignup.serveDate.range' },
    ]);
    expect(codesOf({ serveDateInput: '2027-03-03' })).toEqual([]);
    expect(codesOf({ serveDateInput: '2027-03-04' })).toEqual([
      { field: 'serveDateInput', code: 'jurorSignup.serveDate.range' },
    ]);
  });

  it('answers wrong types with the field message, never an exception', () => {
    expect(
      codesOf({ cellphone: { digits: 1 }, lnameInput: ['Smith'], agree: 'true', carrier: true }),
    ).toEqual([
      { field: 'agree', code: 'jurorSignup.agree.required' },
      { field: 'lnameInput', code: 'jurorSignup.lname.required' },
      { field: 'cellphone', code: 'jurorSignup.cellphone.format' },
      { field: 'carrier', code: 'jurorSignup.carrier.choice' },
    ]);
  });

  it('refuses over-long answers', () => {
    expect(codesOf({ lnameInput: 'x'.repeat(121) })).toEqual([
      { field: 'lnameInput', code: 'text.tooLong' },
    ]);
  });
});

describe('jurorSignupSchema', () => {
  it('resolves the trimmed request with its upper-cased and US-date copies', async () => {
    await expect(
      jurorSignupSchema(TODAY).validate({
        ...VALID,
        lnameInput: '  Smith ',
        jurorNo: 104233,
        cellphone: ' 3305550123 ',
        unknown: 'dropped',
      }),
    ).resolves.toEqual({
      lnameInput: 'Smith',
      lname: 'SMITH',
      serveDateInput: '2026-03-09',
      serveDate: '03/09/2026',
      jurorNo: '104233',
      cellphone: '3305550123',
      carrier: 'Verizon',
      email: 'pat@example.org',
      agree: true,
    });
  });

  it('rejects with a ValidationError carrying each problem path and code, in order', async () => {
    const failure: unknown = await jurorSignupSchema(TODAY)
      .validate({ ...VALID, agree: false, carrier: '' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ValidationError);
    const inner = (failure as ValidationError).inner.map((error) => [error.path, error.message]);
    expect(inner).toEqual([
      ['agree', 'jurorSignup.agree.required'],
      ['carrier', 'jurorSignup.cellphoneCarrier.both'],
      ['carrier', 'jurorSignup.cellphoneCarrier.notRequired'],
    ]);
  });
});
