import { Worker } from 'node:worker_threads';

/** Every PDF starts with this signature (ISO 32000-1, 7.5.2). */
const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1');

/** A parse that takes longer is treated as a file that cannot be read. */
const PARSE_TIMEOUT_MS = 15_000;
/** Memory a worker reading PDFs may use: a crafted file cannot exhaust the server's. */
const WORKER_MEMORY_MB = 256;

/** How much of a PDF's text is read, and how long reading one file may take. */
export interface PdfTextLimits {
  /** Pages read at most, so a long scan without text is not read to its end. */
  maxPages: number;
  /** Words kept: a document's opening says what it is about. */
  maxWords: number;
  timeoutMs: number;
}

export const PDF_TEXT_LIMITS: PdfTextLimits = {
  maxPages: 25,
  maxWords: 3000,
  timeoutMs: PARSE_TIMEOUT_MS,
};

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

/**
 * Runs in a worker thread: for each { bytes, maxPages, maxWords } it is sent, reads the PDF's
 * text page by page with pdf-parse (pdf.js) until it has maxWords words or has read maxPages
 * pages, and answers { text }, the words one space apart, or { error } with why it could not.
 */
const TEXT_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { PDFParse } = require(workerData.parserPath);
async function readWords({ bytes, maxPages, maxWords }) {
  const parser = new PDFParse({ data: bytes, verbosity: 0 });
  try {
    const words = [];
    let pages = 1;
    for (let page = 1; page <= Math.min(pages, maxPages) && words.length < maxWords; page += 1) {
      const result = await parser.getText({ partial: [page], pageJoiner: '' });
      pages = result.total;
      for (const { text } of result.pages) words.push(...text.split(/\\s+/).filter(Boolean));
    }
    return words.slice(0, maxWords).join(' ');
  } finally {
    await parser.destroy();
  }
}
parentPort.on('message', (request) => {
  readWords(request).then(
    (text) => parentPort.postMessage({ text }),
    (error) => parentPort.postMessage({ error: String((error && error.message) || error) }),
  );
});
`;

/** A worker thread running a script with pdf-parse at hand, under the memory cap. */
function startPdfWorker(script: string, workerData: Record<string, unknown>): Worker {
  return new Worker(script, {
    eval: true,
    workerData: { parserPath: require.resolve('pdf-parse'), ...workerData },
    resourceLimits: { maxOldGenerationSizeMb: WORKER_MEMORY_MB },
  });
}

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
    const worker = startPdfWorker(PAGE_COUNT_WORKER, { bytes });
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

/**
 * Reads the text of PDFs, one after another, in one worker thread (starting one costs more than
 * reading a short form): at most limits.maxWords words from at most limits.maxPages pages of
 * each. As countPdfPages, the worker has its own memory cap and each file a time limit; a file
 * that takes too long or kills the worker ends it, and the next file starts another. An idle
 * worker never keeps the process alive; close() ends it.
 */
export class PdfTextReader {
  private worker: Worker | null = null;
  /** Reads run one at a time: the worker answers them in turn. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly limits: PdfTextLimits = PDF_TEXT_LIMITS) {}

  /** A PDF's first words, one space apart; rejects with why the file could not be read. */
  read(bytes: Uint8Array): Promise<string> {
    const text = this.queue.then(() => this.readNow(bytes));
    this.queue = text.catch(() => undefined);
    return text;
  }

  /** Ends the worker once the reads asked for are done. */
  async close(): Promise<void> {
    await this.queue;
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private readNow(bytes: Uint8Array): Promise<string> {
    if (!hasPdfSignature(bytes)) return Promise.reject(new Error('the file is not a PDF'));
    if (!this.worker) {
      this.worker = startPdfWorker(TEXT_WORKER, {});
      this.worker.unref();
    }
    const worker = this.worker;
    const { maxPages, maxWords, timeoutMs } = this.limits;
    return new Promise((resolve, reject) => {
      const stopListening = () => {
        clearTimeout(timer);
        worker.off('message', onAnswer);
        worker.off('error', giveUp);
        worker.off('exit', onExit);
      };
      // The worker is in doubt after a time-out or a crash: it goes, and the next read starts one.
      const giveUp = (error: Error) => {
        stopListening();
        if (this.worker === worker) this.worker = null;
        void worker.terminate();
        reject(error);
      };
      const onAnswer = (answer: unknown) => {
        stopListening();
        if (typeof answer === 'object' && answer !== null) {
          if ('text' in answer && typeof answer.text === 'string') return resolve(answer.text);
          if ('error' in answer && typeof answer.error === 'string') {
            return reject(new Error(answer.error));
          }
        }
        reject(new Error('the PDF reader gave no text'));
      };
      const onExit = (code: number) =>
        giveUp(new Error(`the PDF reader stopped (exit code ${code})`));
      const timer = setTimeout(
        () => giveUp(new Error(`reading the PDF took longer than ${timeoutMs} ms`)),
        timeoutMs,
      );
      worker.on('message', onAnswer);
      worker.on('error', giveUp);
      worker.on('exit', onExit);
      worker.postMessage({ bytes, maxPages, maxWords });
    });
  }
}
