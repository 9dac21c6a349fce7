import { MAX_JSON_DEPTH, toPlainJson } from './plain-json';

/** 'x' inside `depth` arrays. */
function nested(depth: number): unknown {
  let value: unknown = 'x';
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('toPlainJson', () => {
  it('keeps a value nested MAX_JSON_DEPTH deep', () => {
    expect(toPlainJson(nested(MAX_JSON_DEPTH))).toEqual(nested(MAX_JSON_DEPTH));
    expect(toPlainJson({ a: nested(MAX_JSON_DEPTH - 1) })).toEqual({
      a: nested(MAX_JSON_DEPTH - 1),
    });
  });

  it('refuses one level deeper, and far deeper, as an invalid body', () => {
    for (const value of [nested(MAX_JSON_DEPTH + 1), { a: nested(MAX_JSON_DEPTH) }, nested(1e5)]) {
      expect(thrownBy(() => toPlainJson(value))).toMatchObject({
        status: 400,
        code: 'body.invalid',
      });
    }
  });
});
