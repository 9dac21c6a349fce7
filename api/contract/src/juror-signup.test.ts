import {
  checkJurorSignup,
  isJurorEmail,
  prepareJurorSignup,
  type JurorSignupAnswers,
} from './juror-signup';
import { VALIDATION_MESSAGES } from './schemas/validation-messages';

const VALID: JurorSignupAnswers = {
  lnameInput: 'Smith',
  serveDateInput: '2026-03-09',
  jurorNo: '104233',
  cellphone: '3305550123',
  carrier: 'Verizon',
  email: 'pat.smith@example.org',
  agree: true,
};

function problemsOf(changes: Partial<JurorSignupAnswers>) {
  return checkJurorSignup({ ...VALID, ...changes });
}

describe('checkJurorSignup', () => {
  it('accepts a complete sign-up, and one with only an e-mail or only a phone and carrier', () => {
    expect(problemsOf({})).toEqual([]);
    expect(problemsOf({ cellphone: '', carrier: '' })).toEqual([]);
    expect(problemsOf({ email: '' })).toEqual([]);
  });

  it('rule 1: the terms must be accepted', () => {
    expect(problemsOf({ agree: false })).toEqual([
      { field: 'agree', code: 'jurorSignup.agree.required' },
    ]);
  });

  it.each([[''], ['not-an-address'], ['pat@localhost'], ['  ']])(
    'rule 2: an invalid e-mail (%j) without cellphone and carrier',
    (email) => {
      expect(problemsOf({ email, cellphone: '', carrier: '' })).toEqual([
        { field: 'email', code: 'jurorSignup.email.required' },
      ]);
    },
  );

  it('rule 2 does not apply when a cellphone and carrier are given', () => {
    expect(problemsOf({ email: 'not-an-address' })).toEqual([]);
  });

  it.each([['330-555-0123'], ['330 555 0123'], ['330555012'], ['33055501234'], ['33O5550123']])(
    'rule 3: rejects the cellphone %j',
    (cellphone) => {
      expect(problemsOf({ cellphone })).toEqual([
        { field: 'cellphone', code: 'jurorSignup.cellphone.format' },
      ]);
    },
  );

  it('rule 4: a cellphone without a carrier, reported under the carrier', () => {
    expect(problemsOf({ carrier: '', email: '' })).toEqual([
      { field: 'carrier', code: 'jurorSignup.cellphoneCarrier.both' },
    ]);
  });

  it('rule 4: a carrier without a cellphone, reported under the cellphone', () => {
    expect(problemsOf({ cellphone: '', email: '' })).toEqual([
      { field: 'cellphone', code: 'jurorSignup.cellphoneCarrier.both' },
    ]);
  });

  it('rule 5: with a valid e-mail, a half-given pair gets a further message on the carrier', () => {
    expect(problemsOf({ carrier: '' })).toEqual([
      { field: 'carrier', code: 'jurorSignup.cellphoneCarrier.both' },
      { field: 'carrier', code: 'jurorSignup.cellphoneCarrier.notRequired' },
    ]);
    expect(problemsOf({ cellphone: '' })).toEqual([
      { field: 'cellphone', code: 'jurorSignup.cellphoneCarrier.both' },
      { field: 'carrier', code: 'jurorSignup.cellphoneCarrier.notRequired' },
    ]);
  });

  it('rule 6: the last name must be filled in', () => {
    expect(problemsOf({ lnameInput: '   ' })).toEqual([
      { field: 'lnameInput', code: 'jurorSignup.lname.required' },
    ]);
  });

  it('rule 7: the juror number must be filled in', () => {
    expect(problemsOf({ jurorNo: '' })).toEqual([
      { field: 'jurorNo', code: 'jurorSignup.jurorNo.required' },
    ]);
  });

  it("rule 8: a blank date gets the original's last-name wording, under the date", () => {
    expect(problemsOf({ serveDateInput: '' })).toEqual([
      { field: 'serveDateInput', code: 'jurorSignup.serveDate.required' },
    ]);
    expect(VALIDATION_MESSAGES.en['jurorSignup.serveDate.required']).toBe(
      "Please complete the 'Last Name' field.",
    );
  });

  it('reports every broken rule of an empty form, in the spec order', () => {
    const empty: JurorSignupAnswers = {
      lnameInput: '',
      serveDateInput: '',
      jurorNo: '',
      cellphone: '',
      carrier: '',
      email: '',
      agree: false,
    };
    expect(checkJurorSignup(empty).map((problem) => problem.code)).toEqual([
      'jurorSignup.agree.required',
      'jurorSignup.email.required',
      'jurorSignup.lname.required',
      'jurorSignup.jurorNo.required',
      'jurorSignup.serveDate.required',
    ]);
  });

  it('reports rules 1, 3, 4, 5, 6 and 7 together, in order', () => {
    expect(
      problemsOf({ agree: false, cellphone: '555-0123', carrier: '', lnameInput: '', jurorNo: '' }),
    ).toEqual([
      { field: 'agree', code: 'jurorSignup.agree.required' },
      { field: 'cellphone', code: 'jurorSignup.cellphone.format' },
      { field: 'carrier', code: 'jurorSignup.cellphoneCarrier.both' },
      { field: 'carrier', code: 'jurorSignup.cellphoneCarrier.notRequired' },
      { field: 'lnameInput', code: 'jurorSignup.lname.required' },
      { field: 'jurorNo', code: 'jurorSignup.jurorNo.required' },
    ]);
  });

  it('never reports rules 2 and 5 together: one needs an invalid e-mail, the other a valid one', () => {
    const invalid = problemsOf({ email: 'nope', carrier: '' }).map((problem) => problem.code);
    expect(invalid).toEqual(['jurorSignup.cellphoneCarrier.both']);
  });

  it('has every message in English and Spanish', () => {
    const codes = [
      'jurorSignup.agree.required',
      'jurorSignup.email.required',
      'jurorSignup.cellphone.format',
      'jurorSignup.cellphoneCarrier.both',
      'jurorSignup.cellphoneCarrier.notRequired',
      'jurorSignup.lname.required',
      'jurorSignup.jurorNo.required',
      'jurorSignup.serveDate.required',
    ];
    for (const code of codes) {
      expect(VALIDATION_MESSAGES.en[code]).toEqual(expect.any(String));
      expect(VALIDATION_MESSAGES.es[code]).toEqual(expect.any(String));
    }
  });
});

describe('isJurorEmail', () => {
  it.each([['a@example.org'], ['first.last+jury@mail.example.co'], [' pat@example.org ']])(
    'accepts %j',
    (email) => expect(isJurorEmail(email)).toBe(true),
  );

  it.each([[''], ['pat'], ['pat@'], ['@example.org'], ['pat@example'], ['pat smith@example.org']])(
    'rejects %j',
    (email) => expect(isJurorEmail(email)).toBe(false),
  );

  it('rejects an address over 254 characters', () => {
    expect(isJurorEmail(`${'a'.repeat(250)}@example.org`)).toBe(false);
  });
});

describe('prepareJurorSignup', () => {
  it('adds the upper-cased last name and the US date, lower-cases the e-mail', () => {
    expect(
      prepareJurorSignup({ ...VALID, lnameInput: ' de la Cruz ', email: ' Pat@Example.ORG ' }),
    ).toEqual({
      ...VALID,
      lnameInput: ' de la Cruz ',
      lname: 'DE LA CRUZ',
      email: 'pat@example.org',
      serveDateInput: '2026-03-09',
      serveDate: '03/09/2026',
    });
  });

  it('leaves a blank date blank', () => {
    expect(prepareJurorSignup({ ...VALID, serveDateInput: '' }).serveDate).toBe('');
  });
});
