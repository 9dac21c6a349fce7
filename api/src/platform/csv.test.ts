import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it.each([
    ['SMITH', '"SMITH"'],
    [null, '""'],
    ['say "hi"', '"say ""hi"""'],
    ['a,b\r\nc', '"a,b\r\nc"'],
    ['=1+1', `"'=1+1"`],
    ['+1', `"'+1"`],
    ['-1', `"'-1"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\t=1', `"'\t=1"`],
    ['\r=1', `"'\r=1"`],
    ['a=1', '"a=1"'],
  ])('writes %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('toCsv', () => {
  it('writes a header and one CRLF-ended line per row', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['1', null],
          ['=x', '2'],
        ],
      ),
    ).toBe(`"a","b"\r\n"1",""\r\n"'=x","2"\r\n`);
  });
});
