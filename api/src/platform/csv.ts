/**
 * One CSV cell (RFC 4180): always quoted, with quotes doubled. A value that starts with = + - @
 * (or a tab or carriage return) gets an apostrophe in front, so a spreadsheet opening the file
 * never runs what a visitor typed as a formula.
 */
export function csvCell(value: string | null): string {
  const text = value ?? '';
  const inert = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${inert.replace(/"/g, '""')}"`;
}

/** A CSV document: the header line, then one line per row, each ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (string | null)[][]): string {
  return [header, ...rows].map((cells) => `${cells.map(csvCell).join(',')}\r\n`).join('');
}
