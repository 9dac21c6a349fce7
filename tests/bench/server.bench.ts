import { fork, type ChildProcess } from 'node:child_process';
import { get } from 'node:http';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from '@playwright/test';
import autocannon from 'autocannon';
import { BENCH_PORT, BENCH_SECONDS, BENCH_URL, table } from './bench-settings';

const CONNECTIONS = 20;
/** Lets the JIT settle on each route before it is measured. */
const WARMUP_SECONDS = 2;
const BARE_KOA_URL = `http://127.0.0.1:${BENCH_PORT + 1}`;

// The contract's names, as the browser sends them.
const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';
const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** A valid interpreter request: what is measured is a stored submission, not a refusal. */
const INTERPRETER_REQUEST = JSON.stringify({
  fullName: 'Dana Smith',
  caseNumber: '2026CVI00123',
  hearingDate: '2026-12-01',
  email: 'dana@example.com',
  language: 'Somali',
});

/** Pages are asked for as every browser asks: compressed, which the server has ready. */
const AS_A_BROWSER: Partial<autocannon.Options> = {
  headers: { 'Accept-Encoding': 'gzip, deflate, br' },
};

interface Target {
  label: string;
  url: string;
  options?: Partial<autocannon.Options>;
  /** What a good answer holds; checked once before the load, then on every answer. */
  accepted?: (body: string) => boolean;
}

async function startBareKoa(): Promise<ChildProcess> {
  const child = fork(path.join(__dirname, 'bare-koa.mjs'), [], {
    env: { ...process.env, PORT: new URL(BARE_KOA_URL).port },
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`bare Koa exited (${code}): is its port free?`)));
  });
  return child;
}

/** The XSRF pair the browser sends with a form: the cookie, and the header that repeats it. */
async function xsrfHeaders(): Promise<Record<string, string>> {
  const response = await fetch(`${BENCH_URL}/api/muni/xsrf`);
  const token = response.headers
    .getSetCookie()
    .map((line) => new RegExp(`^${XSRF_COOKIE}=([^;]+)`).exec(line)?.[1])
    .find((value) => value !== undefined);
  if (!token) throw new Error('The API set no XSRF cookie');
  return { Cookie: `${XSRF_COOKIE}=${token}`, [XSRF_HEADER]: token };
}

/** Memory of a process as the kernel counts it: resident now, and its peak. */
function memory(pid: number): { rssMiB: number; peakMiB: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return { rssMiB: kib('VmRSS') / 1024, peakMiB: kib('VmHWM') / 1024 };
}

/**
 * The API's answers bare Koa also sends, each its baseline: the composed pages (the home page
 * and a remote's page) and the juror message. Pages are asked for compressed, as every browser
 * asks, which the server has ready.
 */
const REPLAYED: readonly { label: string; path: string; options?: Partial<autocannon.Options> }[] =
  [
    { label: 'GET / (HTML, br)', path: '/', options: AS_A_BROWSER },
    { label: 'GET /jury-service (HTML, br)', path: '/jury-service', options: AS_A_BROWSER },
    { label: 'GET /api/muni/juror/message', path: '/api/muni/juror/message' },
  ];
/** Where bare Koa sends the replay of the API's answer at `path`. */
const replayUrl = (index: number) => `${BARE_KOA_URL}/replay-${index}`;
/** Headers every server sets for itself; the replay leaves them to bare Koa. */
const OWN_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
]);

/** A response as its client gets it: its headers, and its body still compressed. */
function rawResponse(
  url: string,
  requestHeaders: Record<string, string> = {},
): Promise<{ headers: [string, string][]; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: requestHeaders }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const headers: [string, string][] = [];
        const raw = response.rawHeaders;
        for (let index = 0; index + 1 < raw.length; index += 2) {
          const [name = '', value = ''] = [raw[index], raw[index + 1]];
          if (!OWN_HEADERS.has(name.toLowerCase())) headers.push([name, value]);
        }
        resolve({ headers, body: Buffer.concat(chunks).toString('base64') });
      });
    }).on('error', reject);
  });
}

/** Has bare Koa send each replayed answer of the API, byte for byte, at its replay URL. */
async function replayInBareKoa(bareKoa: ChildProcess): Promise<void> {
  for (const [index, { path: apiPath, options }] of REPLAYED.entries()) {
    const response = await rawResponse(
      `${BENCH_URL}${apiPath}`,
      (options?.headers ?? {}) as Record<string, string>,
    );
    await new Promise<void>((resolve) => {
      bareKoa.once('message', () => resolve());
      bareKoa.send({ replay: { path: new URL(replayUrl(index)).pathname, ...response } });
    });
  }
}

/** One request as the load sends it, so a misconfigured target fails before being measured. */
async function checkOnce(target: Target): Promise<void> {
  const { method = 'GET', headers, body } = target.options ?? {};
  const response = await fetch(target.url, {
    method,
    headers: method === 'POST' ? { ...headers, [IDEMPOTENCY_KEY_HEADER]: randomUUID() } : headers,
    body: typeof body === 'string' ? body : undefined,
  });
  const text = await response.text();
  if (!response.ok || (target.accepted && !target.accepted(text))) {
    throw new Error(`${target.label} answered ${response.status}: ${text.slice(0, 300)}`);
  }
}

function load(target: Target): Promise<autocannon.Result> {
  return autocannon({
    url: target.url,
    connections: CONNECTIONS,
    duration: BENCH_SECONDS,
    warmup: { connections: CONNECTIONS, duration: WARMUP_SECONDS },
    verifyBody: target.accepted,
    ...target.options,
  });
}

test('server throughput against bare Koa, and the API memory after it', async () => {
  const targets: Target[] = [
    { label: 'bare Koa hello-world', url: BARE_KOA_URL },
    ...REPLAYED.flatMap(({ label, path: apiPath, options }, index) => [
      { label: `bare Koa sending ${apiPath}'s response`, url: replayUrl(index), options },
      { label, url: `${BENCH_URL}${apiPath}`, options },
    ]),
    {
      label: 'POST /api/muni/forms/interpreter',
      url: `${BENCH_URL}/api/muni/forms/interpreter`,
      options: {
        method: 'POST',
        headers: {
          ...(await xsrfHeaders()),
          'Content-Type': 'application/json',
          'Accept-Language': 'en-US',
        },
        body: INTERPRETER_REQUEST,
        // The browser sends a new key with every submission; a repeated key is a resend.
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              headers: { ...request.headers, [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
            }),
          },
        ],
      },
      accepted: (body) => body.includes('"success":true'),
    },
  ];
  test.setTimeout((targets.length * (BENCH_SECONDS + WARMUP_SECONDS + 10) + 60) * 1000);

  // Other work on the machine skews every figure: printed so a reader can judge the run.
  const [loadAverage = 0] = os.loadavg();
  const bareKoa = await startBareKoa();
  await replayInBareKoa(bareKoa);
  const results: { target: Target; result: autocannon.Result }[] = [];
  let bareKoaMemory: ReturnType<typeof memory>;
  try {
    for (const target of targets) {
      await checkOnce(target);
      results.push({ target, result: await load(target) });
    }
    bareKoaMemory = memory(Number(bareKoa.pid));
  } finally {
    bareKoa.kill();
  }
  const apiMemory = memory(Number(process.env.BENCH_SERVER_PID));

  const baseline = results[0]?.result;
  if (!baseline) throw new Error('bare Koa was not measured');
  const ratio = (value: number, base: number) => (base > 0 ? (value / base).toFixed(2) : '-');
  const rows = [
    ['target', 'req/s', 'vs Koa', 'p99 ms', 'vs Koa', 'non-2xx', 'errors', 'not accepted'],
    ...results.map(({ target, result }) => [
      target.label,
      result.requests.average.toFixed(0),
      ratio(result.requests.average, baseline.requests.average),
      result.latency.p99.toFixed(1),
      ratio(result.latency.p99, baseline.latency.p99),
      String(result.non2xx),
      String(result.errors),
      target.accepted ? String(result.mismatches) : '-',
    ]),
  ];
  const mib = (value: number) => `${value.toFixed(1)} MiB`;
  console.log(
    [
      '',
      `Server throughput, API on ${process.env.BENCH_SERVER_DATABASE} in bench mode: ` +
        `${CONNECTIONS} connections, ${BENCH_SECONDS} s each after ${WARMUP_SECONDS} s of warm-up ` +
        `(load average before: ${loadAverage.toFixed(1)} on ${os.availableParallelism()} cores)`,
      table(rows),
      // What the API adds to the cost of sending each answer at all: its bytes cost any server.
      ...REPLAYED.map(({ path: apiPath }, index) => {
        const requestsOf = (url: string) =>
          results.find(({ target }) => target.url === url)?.result.requests.average ?? 0;
        return (
          `${apiPath} against bare Koa sending the same response: ` +
          `${ratio(requestsOf(`${BENCH_URL}${apiPath}`), requestsOf(replayUrl(index)))}x`
        );
      }),
      `API server memory after the load: RSS ${mib(apiMemory.rssMiB)} (peak ${mib(apiMemory.peakMiB)}); ` +
        `bare Koa: RSS ${mib(bareKoaMemory.rssMiB)}`,
      '',
    ].join('\n'),
  );
});
