import { object, string } from 'yup';
import { ClientError, InvalidInputError } from './errors';
import { readBody, readBodyOrRefuse, readValue } from './read-with-schema';

const name = string().required('name.required').max(3, 'name.tooLong').matches(/^a/, 'name.format');
const schema = object({ name, city: string().required('city.required') });

function thrown(read: () => unknown): unknown {
  try {
    read();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
}

describe('readBody', () => {
  it('answers the fields the schema knows', () => {
    expect(readBody(schema, { name: 'ab', city: 'Canton', extra: 1 })).toEqual({
      name: 'ab',
      city: 'Canton',
    });
  });

  it('names every failing field with the first message code it failed', () => {
    const error = thrown(() => readBody(schema, { name: 'bcde' }));
    expect(error).toBeInstanceOf(InvalidInputError);
    expect(error).toMatchObject({
      status: 400,
      errors: { name: 'name.tooLong', city: 'city.required' },
    });
  });

  it('gives the schema’s rules the context they read', () => {
    const dated = object({
      day: string().test(
        'not-today',
        'day.today',
        (day, test) => day !== (test.options.context as { today?: string } | undefined)?.today,
      ),
    });
    expect(readBody(dated, { day: '2026-03-02' }, { today: '2026-03-03' })).toEqual({
      day: '2026-03-02',
    });
    expect(
      thrown(() => readBody(dated, { day: '2026-03-02' }, { today: '2026-03-02' })),
    ).toMatchObject({ errors: { day: 'day.today' } });
  });

  it('reads a body that is not an object as an empty one', () => {
    expect(thrown(() => readBody(schema, ['ab', 'Canton']))).toMatchObject({
      errors: { name: 'name.required', city: 'city.required' },
    });
  });
});

describe('readBodyOrRefuse', () => {
  it('refuses any failure with its one message code', () => {
    const error = thrown(() => readBodyOrRefuse(schema, { name: 'ab' }, 'body.invalid'));
    expect(error).toBeInstanceOf(ClientError);
    expect(error).not.toBeInstanceOf(InvalidInputError);
    expect(error).toMatchObject({ status: 400, code: 'body.invalid' });
  });
});

describe('readValue', () => {
  it('answers the value, or the code of the first rule it breaks', () => {
    expect(readValue(name, 'ab')).toEqual({ value: 'ab', problem: null });
    expect(readValue(name, 'bcde')).toEqual({ value: undefined, problem: 'name.tooLong' });
  });
});
