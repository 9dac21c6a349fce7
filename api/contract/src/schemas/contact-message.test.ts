import { ValidationError } from 'yup';
import { VALIDATION_MESSAGES } from '@court/contract/schemas';
import { contactMessageSchema, normalizeContactPhone } from './contact-message';

const VALID = {
  name: 'Maria Lopez',
  email: 'maria@example.com',
  subject: 'Parking',
  message: 'Where should I park?',
};

/** The message code of each failing field, like the API collects them. */
async function errorCodes(input: object): Promise<Record<string, string>> {
  try {
    await contactMessageSchema.validate(input, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path, inner.errors[0]]));
  }
}

describe('contactMessageSchema', () => {
  it('accepts a message without a phone and keeps the phone blank', async () => {
    expect(await contactMessageSchema.validate(VALID)).toEqual({ ...VALID, phone: '' });
    expect(await contactMessageSchema.validate({ ...VALID, phone: null })).toMatchObject({
      phone: '',
    });
  });

  it.each([
    ['330-555-0100'],
    ['(330) 555-0100'],
    ['330.555.0100'],
    [' 330 555 0100 '],
    ['3305550100'],
  ])('keeps the ten digits of %s', async (phone) => {
    expect(await contactMessageSchema.validate({ ...VALID, phone })).toMatchObject({
      phone: '3305550100',
    });
  });

  it.each([['330-555-010'], ['1-330-555-0100'], ['330/555/0100'], ['phone']])(
    'rejects the phone %s',
    async (phone) => {
      expect(await errorCodes({ ...VALID, phone })).toEqual({ phone: 'phone.format' });
    },
  );

  it('asks for every required field', async () => {
    expect(await errorCodes({})).toEqual({
      name: 'name.required',
      email: 'email.required',
      subject: 'subject.required',
      message: 'message.required',
    });
  });

  it('limits the length of each field', async () => {
    expect(
      await errorCodes({
        name: 'n'.repeat(121),
        email: `${'e'.repeat(250)}@example.com`,
        subject: 's'.repeat(151),
        message: 'm'.repeat(4001),
      }),
    ).toEqual({
      name: 'text.tooLong',
      email: expect.stringMatching(/^email\./),
      subject: 'subject.tooLong',
      message: 'message.tooLong',
    });
  });

  it('answers a code, not a yup sentence, for a value of the wrong type', async () => {
    expect(await errorCodes({ ...VALID, name: {}, phone: [] })).toEqual({
      name: 'name.required',
      phone: 'phone.format',
    });
  });

  it('uses only codes the message catalog translates', async () => {
    const codes = Object.values(
      await errorCodes({ phone: 'x', subject: 's'.repeat(151), message: 'm'.repeat(4001) }),
    );
    for (const code of codes) {
      expect(VALIDATION_MESSAGES.en[code]).toBeDefined();
      expect(VALIDATION_MESSAGES.es[code]).toBeDefined();
    }
  });
});

describe('normalizeContactPhone', () => {
  it('removes spaces, dashes, dots and parentheses only', () => {
    expect(normalizeContactPhone('(330) 555-01.00')).toBe('3305550100');
    expect(normalizeContactPhone('+1 330')).toBe('+1330');
  });
});
