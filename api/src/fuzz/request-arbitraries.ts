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

/**
 * Any unicode, lone surrogates included. One instance serves every use: making an arbitrary of
 * the whole code space costs most of a second.
 */
const anyUnicode = fc.string({ unit: 'binary', maxLength: 200 });

/** Short strings people and scripts send: any unicode (lone surrogates, RTL marks, emoji, NUL). */
export const shortHostileString: fc.Arbitrary<string> = fc.oneof(
  anyUnicode.map((text) => text.slice(0, 80)),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('\u0000', 'a\u0000b', '\u202Eevil', '\uD800', '\uDFFF', '💥'.repeat(30), ''),
);

/**
 * Text of 5,000 to 70,000 characters: a random run of any unicode repeated to a random length.
 * What it tests is length (limits, slow patterns); drawing each of 70,000 characters on its own
 * made the staff fuzz suites spend a sixth of their time generating cases.
 */
const longHostileString: fc.Arbitrary<string> = fc
  .tuple(anyUnicode, fc.integer({ min: 5000, max: 70000 }))
  .map(([drawn, length]) => {
    const run = drawn || '\u0000';
    return run.repeat(Math.ceil(length / run.length)).slice(0, length);
  });

/** Strings people and scripts send: any unicode (lone surrogates, RTL marks, emoji, NUL), long ones. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(shortHostileString, longHostileString);

/** Text at the edges of the formats our fields and queries take: dates, times, numbers. */
export const EDGE_VALUES: readonly string[] = [
  '2026-03-03',
  '2026-02-29',
  '2026-02-30',
  '2028-02-29',
  '0000-01-01',
  '1970-01-01',
  '9999-12-31',
  '2026-3-3',
  '03/03/2026',
  '13/45/2026',
  '2026-03-03T10:00:00Z',
  '9999-12-31T23:59:59.999-23:59',
  '2026-03-08T02:30:00-05:00',
  '00:00',
  '23:59',
  '24:00',
  '9:5',
  '0',
  '-1',
  '1',
  '100',
  '101',
  '1e999',
  '1.5',
  '0x10',
  'NaN',
  'Infinity',
  '999999999',
  '1000000000',
  '9007199254740993',
  ' 1 ',
  'true',
  'false',
  'null',
  '%',
];

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
  // A route that takes no fields is sent any JSON (and the extra fields below on {}).
  if (fields.length === 0) fields.push('field');
  return fc.oneof(
    hostileJson,
    fc
      .record({
        replaced: fc.dictionary(
          fc.constantFrom(...fields),
          fc.oneof({ weight: 3, arbitrary: hostileJson }, fc.constantFrom(...EDGE_VALUES)),
          { maxKeys: 3 },
        ),
        removed: fc.subarray(fields, { maxLength: Math.min(3, fields.length) }),
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

/**
 * JSON nested thousands of levels deep, within the body size limit: JSON.parse reads it, and
 * any recursive walk of it can run out of stack.
 */
export const deeplyNestedJson: fc.Arbitrary<string> = fc
  .record({ depth: fc.integer({ min: 100, max: 30000 }), open: fc.constantFrom('[', '{"a":') })
  .map(({ depth, open }) => {
    const close = open === '[' ? ']' : '}';
    return `${open.repeat(depth)}${open === '[' ? '' : '1'}${close.repeat(depth)}`;
  });

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
    anyUnicode,
    deeplyNestedJson,
  ),
});

/**
 * Text percent-encoded for a URL, byte by byte in UTF-8 (a lone surrogate goes as U+FFFD, as a
 * browser sends it), so every character arrives and none ends the path or the query early.
 */
export function percentEncode(text: string): string {
  return encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8'));
}

/** Percent-encodings a careful decoder refuses: cut short, not hex, overlong, surrogates. */
const BROKEN_ESCAPES = ['%', '%zz', '%E0%A4%A', '%C0%AF', '%ED%A0%80', '%FF', '%%', '%u0041'];

/**
 * Longest fuzzed path segment or query string. Node refuses a request head over 16 KiB before
 * the app sees it (431, as any proxy in front would), so the URL stays under that.
 */
const MAX_URL_PART = 6000;

/** A path parameter such as an id: real ids, numbers at every edge, encodings, long ones. */
export const hostilePathSegment: fc.Arbitrary<string> = fc.oneof(
  // Ids of rows the test stored, so the deeper checks run too.
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 4 }).map(String) },
  fc.constantFrom(
    '-1',
    '0',
    '1e999',
    '1.5',
    '0x1F',
    '+1',
    '%201',
    '1%20',
    '01',
    '１',
    'NaN',
    'Infinity',
    '999999999',
    '1000000000',
    '9007199254740993',
    '%00',
    '1%00',
    '%2F',
    '..',
    '.',
    '',
    '__proto__',
    'constructor',
    'toString',
    ...BROKEN_ESCAPES,
  ),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  shortHostileString.map(percentEncode),
  fc.nat({ max: MAX_URL_PART - 1000 }).map((extra) => '9'.repeat(1000 + extra)),
  fc.string({ minLength: 500, maxLength: 2000 }).map(percentEncode),
);

/** Made once: building a string arbitrary costs a fuzz suite about 20 ms each time. */
const longQueryValue = fc.string({ minLength: 100, maxLength: 3000 });

/**
 * A query string (without the `?`): a valid one with parameters dropped, repeated or added, or
 * any parameters at all; with edge values, any unicode, prototype-looking names, broken escapes.
 */
export function hostileQuery(
  valid: Record<string, string>,
  names: readonly string[],
  values: readonly string[] = [],
): fc.Arbitrary<string> {
  const allNames = [...new Set([...Object.keys(valid), ...names])];
  const name = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...allNames) },
    fc.constantFrom(...PROTOTYPE_KEYS),
    shortHostileString,
  );
  const value = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...EDGE_VALUES, ...Object.values(valid), ...values) },
    { weight: 2, arbitrary: shortHostileString },
    longQueryValue,
  );
  const pair = fc.oneof(
    {
      weight: 6,
      arbitrary: fc.tuple(name, value).map(([n, v]) => `${percentEncode(n)}=${percentEncode(v)}`),
    },
    fc.tuple(name, fc.constantFrom(...BROKEN_ESCAPES)).map(([n, v]) => `${percentEncode(n)}=${v}`),
    fc.constantFrom('', '=', '==', 'a[b]=1', 'a[]=1', '%00', '=%00', 'page', 'page=', '+++', ';'),
  );
  const validPairs = Object.entries(valid).map(
    ([n, v]) => `${percentEncode(n)}=${percentEncode(v)}`,
  );
  const pairs = fc.oneof(
    fc.array(pair, { maxLength: 6 }),
    fc
      .tuple(fc.subarray(validPairs), fc.array(pair, { maxLength: 2 }))
      .map(([kept, added]) => [...kept, ...added]),
  );
  return pairs.map((list) => list.join('&').slice(0, MAX_URL_PART));
}

/** A raw request body with the headers that describe it. */
export interface RawBody {
  contentType: string;
  contentEncoding?: string;
  body: Buffer;
}

/** One part of a multipart body: a text field, or a file when it has a filename. */
export interface MultipartPart {
  name: string;
  content: Buffer;
  filename?: string;
  type?: string;
}

/**
 * A multipart/form-data body: a valid form with parts dropped and others added, or any parts
 * (the route's names and others, text and files of any bytes); sometimes with a boundary that
 * does not match, or cut short.
 */
export function hostileMultipart(valid: readonly MultipartPart[]): fc.Arbitrary<RawBody> {
  const files = valid.filter((part) => part.filename !== undefined).map((part) => part.content);
  const part: fc.Arbitrary<MultipartPart> = fc.record(
    {
      name: fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...valid.map((item) => item.name)) },
        fc.constantFrom(...PROTOTYPE_KEYS),
        shortHostileString,
      ),
      filename: fc.oneof(
        fc.constantFrom('posting.pdf', '../../etc/passwd', '', 'a"b.pdf'),
        shortHostileString,
      ),
      type: fc.constantFrom('application/pdf', 'text/plain', 'application/octet-stream'),
      content: fc.oneof(
        hostileString.map((text) => Buffer.from(text, 'utf8')),
        fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
        ...(files.length > 0 ? [fc.constantFrom(...files)] : []),
      ),
    },
    { requiredKeys: ['name', 'content'] },
  );
  const parts = fc.oneof(
    fc.array(part, { maxLength: 4 }),
    fc
      .tuple(fc.subarray([...valid]), fc.array(part, { maxLength: 2 }))
      .map(([kept, added]) => [...kept, ...added]),
  );
  return fc
    .record({
      parts,
      declared: fc.constantFrom('fuzz', 'fuzz', 'other', ''),
      cutAt: fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, fc.nat()),
    })
    .map(({ parts: list, declared, cutAt }) => {
      const chunks: Buffer[] = [];
      for (const { name, filename, type, content } of list) {
        const disposition = `form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"`}`;
        const headers = [
          `Content-Disposition: ${disposition}`,
          ...(type === undefined ? [] : [`Content-Type: ${type}`]),
        ];
        chunks.push(
          Buffer.from(`--fuzz\r\n${headers.join('\r\n')}\r\n\r\n`, 'utf8'),
          content,
          Buffer.from('\r\n'),
        );
      }
      chunks.push(Buffer.from('--fuzz--\r\n'));
      const body = Buffer.concat(chunks);
      return {
        contentType: declared ? `multipart/form-data; boundary=${declared}` : 'multipart/form-data',
        body: cutAt === undefined ? body : body.subarray(0, cutAt % (body.length + 1)),
      };
    });
}
