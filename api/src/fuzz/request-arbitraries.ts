import fc from 'fast-check';

/** Keys that name members of Object.prototype, or try to reach it. */
const PROTOTYPE_KEYS = [
  'constructor',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__proto__',
  'prototype',
];

/** Strings people and scripts send: any unicode (lone surrogates, RTL marks, emoji, NUL), long ones. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('\u0000', 'a\u0000b', '\u202Eevil', '\uD800', '\uDFFF', '💥'.repeat(30), ''),
  fc.string({ minLength: 5000, maxLength: 70000 }).map((text) => text.padEnd(5000, 'x')),
);

/** Any JSON value, biased towards strings that hurt and objects with prototype-looking keys. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileString,
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 12 })),
      tie('value'),
      {
        maxKeys: 5,
      },
    ),
  ),
})).value;

/**
 * A form body: a valid one with some fields replaced by hostile values, some removed and some
 * added, or any JSON at all; so both the first checks and the deeper rules are reached.
 */
export function hostileBody(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const fields = Object.keys(valid);
  return fc.oneof(
    hostileJson,
    fc
      .record({
        replaced: fc.dictionary(fc.constantFrom(...fields), hostileJson, { maxKeys: 3 }),
        removed: fc.subarray(fields, { maxLength: 3 }),
        added: fc.dictionary(
          fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 10 })),
          hostileJson,
          { maxKeys: 2 },
        ),
      })
      .map(({ replaced, removed, added }) => {
        const body: Record<string, unknown> = Object.fromEntries(
          Object.entries(valid).filter(([field]) => !removed.includes(field)),
        );
        for (const [key, value] of Object.entries({ ...added, ...replaced })) {
          Object.defineProperty(body, key, { value, enumerable: true, writable: true });
        }
        return body;
      }),
  );
}

/** A raw body that is not what a route expects: wrong type, broken JSON, wrong encoding. */
export const hostileRawRequest = fc.record({
  contentType: fc.constantFrom(
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/json; charset=latin1',
    'application/xml',
  ),
  contentEncoding: fc.constantFrom(undefined, 'gzip', 'br', 'deflate', 'identity', 'compress'),
  body: fc.oneof(
    fc.constantFrom(
      '{',
      '{"a":',
      'null',
      '[]',
      '"text"',
      '{"a":1}}',
      '\u0000',
      '<xml/>',
      'a=1&b=2',
    ),
    fc.string({ unit: 'binary', maxLength: 200 }),
  ),
});
