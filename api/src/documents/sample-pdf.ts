/**
 * Writes a minimal, valid one-page PDF (PDF 1.4, Helvetica, WinAnsi text) with the given lines.
 * Used for the sample document library and sample career postings; no PDF library needed.
 */
export function createSamplePdf(lines: readonly string[]): Buffer {
  const content = [
    'BT',
    '/F1 18 Tf',
    '72 720 Td',
    '24 TL',
    ...lines.map((line, index) => `${index === 0 ? '' : 'T* '}(${escapePdfText(line)}) Tj`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  // The header's second line holds bytes above 127 so tools treat the file as binary.
  let pdf = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** Escapes a PDF literal string; characters outside Latin-1 become "?". */
function escapePdfText(text: string): string {
  return Array.from(text)
    .map((char) => {
      if (char === '\\' || char === '(' || char === ')') return `\\${char}`;
      return char.charCodeAt(0) <= 0xff ? char : '?';
    })
    .join('');
}
