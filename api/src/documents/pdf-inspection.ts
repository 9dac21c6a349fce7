import { Worker } from 'node:worker_threads';

/** Every PDF starts with this signature (ISO 32000-1, 7.5.2). */
const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1');

/** A parse that takes longer is treated as a file that cannot be read. */
const PARSE_TIMEOUT_MS = 15_000;

/**
 * Runs in a worker thread: counts the pages of the PDF it is given with pdf-parse (pdf.js), and
 * answers 0 when the file cannot be parsed. Plain CommonJS, as a worker started from code runs
 * it without TypeScript.
 */
const PAGE_COUNT_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { PDFParse } = require(workerData.parserPath);
const parser = new PDFParse({ data: workerData.bytes, verbosity: 0 });
parser
  .getInfo()
  .then((info) => parentPort.postMessage(Number(info.total) || 0))
  .catch(() => parentPort.postMessage(0))
  .finally(() => parser.destroy());
`;

/** True when the bytes begin with the PDF signature, whatever the file was called. */
export function hasPdfSignature(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .subarray(0, PDF_SIGNATURE.length)
    .equals(PDF_SIGNATURE);
}

/**
 * Counts the pages pdf.js finds in a file; 0 when it is not a readable PDF. Uploaded files come
 * from outside, so the parse runs in a worker thread with its own memory cap and a time limit:
 * a crafted file can neither block the server's event loop nor exhaust its memory.
 */
export function countPdfPages(bytes: Uint8Array): Promise<number> {
  return new Promise((resolve) => {
    const worker = new Worker(PAGE_COUNT_WORKER, {
      eval: true,
      workerData: { parserPath: require.resolve('pdf-parse'), bytes },
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    let settled = false;
    const finish = (pages: number) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(pages);
      void worker.terminate();
    };
    const timer = setTimeout(() => finish(0), PARSE_TIMEOUT_MS);
    worker.once('message', (pages: unknown) => finish(typeof pages === 'number' ? pages : 0));
    // A worker that dies (out of memory on a crafted file) has not found a page.
    worker.once('error', () => finish(0));
    worker.once('exit', () => finish(0));
  });
}

/** True for a real PDF: the signature, and a parse that finds at least one page. */
export async function isReadablePdf(bytes: Uint8Array): Promise<boolean> {
  return hasPdfSignature(bytes) && (await countPdfPages(bytes)) > 0;
}
