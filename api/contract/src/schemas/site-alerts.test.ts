import { ValidationError } from 'yup';
import { alertRequestSchema } from './site-alerts';

// Monday 2 March 2026, 10 a.m. at the court.
const NOW = new Date('2026-03-02T15:00:00Z');

const VALID = {
  severity: 'warning',
  placement: 'everyPage',
  headingEn: 'Closed Friday',
  headingEs: 'Cerrado el viernes',
  bodyEn: 'The court is closed.',
  bodyEs: 'El tribunal está cerrado.',
  linkUrl: '',
  linkTextEn: '',
  linkTextEs: '',
  startDate: '2026-03-02',
  startTime: '09:00',
  endDate: '2026-03-06',
  endTime: '17:00',
};

/** The first message code of each failing field, as the API reports them. */
function errorCodes(input: object): Record<string, string> {
  try {
    alertRequestSchema(NOW).validateSync(input, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const codes: Record<string, string> = {};
    for (const inner of error.inner) codes[inner.path ?? ''] ??= inner.errors[0] ?? '';
    return codes;
  }
}

describe('alertRequestSchema', () => {
  it('trims every answer', () => {
    expect(alertRequestSchema(NOW).validateSync({ ...VALID, headingEn: '  Closed  ' })).toEqual({
      ...VALID,
      headingEn: 'Closed',
    });
  });

  it('reads an answer that is not text as a missing one', () => {
    expect(errorCodes({ ...VALID, headingEn: 42, linkTextEn: ['Forms'] })).toEqual({
      headingEn: 'alert.headingEn.required',
    });
  });

  it('counts characters as people do: an emoji is one', () => {
    expect(errorCodes({ ...VALID, headingEn: '📣'.repeat(120) })).toEqual({});
    expect(errorCodes({ ...VALID, headingEn: '📣'.repeat(121) })).toEqual({
      headingEn: 'alert.heading.tooLong',
    });
  });

  it('asks for the link texts with an address, and for an address with a text', () => {
    expect(errorCodes({ ...VALID, linkUrl: '/forms' })).toEqual({
      linkTextEn: 'alert.linkTextEn.required',
      linkTextEs: 'alert.linkTextEs.required',
    });
    expect(errorCodes({ ...VALID, linkTextEs: 'Formularios' })).toEqual({
      linkUrl: 'alert.linkUrl.required',
    });
  });

  it('leaves the end unchecked against the start while either is unreadable', () => {
    expect(errorCodes({ ...VALID, startTime: '9:00', endDate: '2026-03-01' })).toEqual({
      startTime: 'alert.startTime.required',
    });
  });
});
