import { fork, type ChildProcess } from 'node:child_process';
import { get } from 'node:http';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from '@playwright/test';
import autocannon from 'autocannon';
import { BENCH_PORT, BENCH_SECONDS, BENCH_URL, median, table } from './bench-settings';

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
  /** Which process answers: its CPU time is measured over the load. */
  server: 'api' | 'bare Koa';
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

/**
 * CPU time a process has used so far (user and system), in microseconds: the kernel's
 * utime and stime, the 14th and 15th fields of /proc/<pid>/stat, in ticks of 1/100 s.
 */
function cpuMicroseconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
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
 * and a remote's page), a form's page and the juror message. Pages are asked for compressed, as
 * every browser asks, which the server has ready; the home page also uncompressed, as a load
 * generator asks by default. A form's page is made and compressed for each copy, with a token of
 * its own: bare Koa sends one copy again, so the difference is what making each copy costs.
 */
const REPLAYED: readonly { label: string; path: string; options?: Partial<autocannon.Options> }[] =
  [
    { label: 'GET / (HTML, br)', path: '/', options: AS_A_BROWSER },
    { label: 'GET / (HTML, uncompressed)', path: '/' },
    { label: 'GET /jury-service (HTML, br)', path: '/jury-service', options: AS_A_BROWSER },
    {
      label: 'GET /interpreter (HTML, br, a copy per request)',
      path: '/interpreter',
      options: AS_A_BROWSER,
    },
    { label: 'GET /api/muni/juror/message', path: '/api/muni/juror/message' },
  ];
/** The bare Koa target that sends the same bytes as the API's target `label`. */
const sameAnswerLabel = (label: string) => `bare Koa, same answer as ${label}`;
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

/**
 * Each target is loaded in ROUNDS slices of BENCH_SECONDS / ROUNDS, one slice of every target per
 * round. These shared cores change speed by half from one second to the next, so a target measured
 * ten seconds after another is compared with a different machine: within a round they share it.
 */
const ROUNDS = 5;

/** One slice of load on one target, with the CPU time each request cost each side. */
interface Slice {
  requestsPerSecond: number;
  p99Ms: number;
  serverCpuMicroseconds: number;
  generatorCpuMicroseconds: number;
  non2xx: number;
  errors: number;
  mismatches: number;
}

function optionsFor(target: Target): autocannon.Options {
  return {
    url: target.url,
    connections: CONNECTIONS,
    verifyBody: target.accepted,
    ...target.options,
  };
}

/**
 * One slice of load. On a machine of few cores the load generator (in this process) and the
 * server share them, so requests a second also tell what the generator pays to read each answer:
 * the server's CPU time per request is what the server itself pays.
 */
async function loadOnce(target: Target, serverPid: number, seconds: number): Promise<Slice> {
  const serverBefore = cpuMicroseconds(serverPid);
  const generatorBefore = process.cpuUsage();
  const result = await autocannon({ ...optionsFor(target), duration: seconds });
  const generator = process.cpuUsage(generatorBefore);
  const requests = Math.max(result.requests.total, 1);
  return {
    requestsPerSecond: result.requests.total / seconds,
    p99Ms: result.latency.p99,
    serverCpuMicroseconds: (cpuMicroseconds(serverPid) - serverBefore) / requests,
    generatorCpuMicroseconds: (generator.user + generator.system) / requests,
    non2xx: result.non2xx,
    errors: result.errors,
    mismatches: result.mismatches,
  };
}

/** A target's slices as one row: medians, and counts summed. */
interface Measured extends Slice {
  slices: Slice[];
}

function summarize(slices: Slice[]): Measured {
  const medianOf = (field: keyof Slice) => median(slices.map((slice) => slice[field]));
  const sumOf = (field: keyof Slice) => slices.reduce((sum, slice) => sum + slice[field], 0);
  return {
    slices,
    requestsPerSecond: medianOf('requestsPerSecond'),
    p99Ms: medianOf('p99Ms'),
    serverCpuMicroseconds: medianOf('serverCpuMicroseconds'),
    generatorCpuMicroseconds: medianOf('generatorCpuMicroseconds'),
    non2xx: sumOf('non2xx'),
    errors: sumOf('errors'),
    mismatches: sumOf('mismatches'),
  };
}

/**
 * How `measured` compares with `base`, round by round (the median of each round's ratio):
 * requests a second over the base's, and the base's CPU per request over this one's, so that
 * for both higher is better.
 */
function pairedRatios(measured: Measured, base: Measured): { requests: number; cpu: number } {
  const rounds = measured.slices.map((slice, round) => ({ slice, base: base.slices[round] }));
  return {
    requests: median(
      rounds.map(({ slice, base: of }) => slice.requestsPerSecond / (of?.requestsPerSecond ?? 0)),
    ),
    cpu: median(
      rounds.map(
        ({ slice, base: of }) => (of?.serverCpuMicroseconds ?? 0) / slice.serverCpuMicroseconds,
      ),
    ),
  };
}

test('server throughput against bare Koa, and the API memory after it', async () => {
  const answers: Target[] = [
    { label: 'bare Koa hello-world', url: BARE_KOA_URL, server: 'bare Koa' },
    ...REPLAYED.flatMap(({ label, path: apiPath, options }, index): Target[] => [
      {
        label: sameAnswerLabel(label),
        url: replayUrl(index),
        server: 'bare Koa',
        options,
      },
      { label, url: `${BENCH_URL}${apiPath}`, server: 'api', options },
    ]),
  ];
  const submission: Target = {
    label: 'POST /api/muni/forms/interpreter',
    url: `${BENCH_URL}/api/muni/forms/interpreter`,
    server: 'api',
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
  };
  const targets = [...answers, submission];
  test.setTimeout((targets.length * (BENCH_SECONDS + WARMUP_SECONDS + 10) + 60) * 1000);

  // Other work on the machine skews every figure: printed so a reader can judge the run.
  const [loadAverage = 0] = os.loadavg();
  const bareKoa = await startBareKoa();
  await replayInBareKoa(bareKoa);
  const apiPid = Number(process.env.BENCH_SERVER_PID);
  const serverPid = (target: Target) => (target.server === 'api' ? apiPid : Number(bareKoa.pid));
  const slices = new Map<Target, Slice[]>(targets.map((target) => [target, []]));
  let bareKoaMemory: ReturnType<typeof memory>;
  try {
    for (const target of targets) {
      await checkOnce(target);
      await autocannon({ ...optionsFor(target), duration: WARMUP_SECONDS });
    }
    const seconds = BENCH_SECONDS / ROUNDS;
    for (let round = 0; round < ROUNDS; round += 1) {
      // Every other round runs backwards, so no target always follows the same one.
      for (const target of round % 2 === 0 ? answers : [...answers].reverse()) {
        slices.get(target)?.push(await loadOnce(target, serverPid(target), seconds));
      }
    }
    // Each submission is stored: measured once, after the reads, on a database they did not grow.
    slices.get(submission)?.push(await loadOnce(submission, apiPid, BENCH_SECONDS));
    bareKoaMemory = memory(Number(bareKoa.pid));
  } finally {
    bareKoa.kill();
  }
  const results = targets.map((target) => ({ target, ...summarize(slices.get(target) ?? []) }));
  const apiMemory = memory(apiPid);

  const baseline = results[0];
  if (!baseline) throw new Error('bare Koa was not measured');
  const inRounds = (measured: Measured) => measured.slices.length === ROUNDS;
  const rows = [
    [
      'target',
      'req/s',
      'vs Koa',
      'p99 ms',
      'server CPU µs/req',
      'vs Koa',
      'generator CPU µs/req',
      'non-2xx',
      'errors',
      'not accepted',
    ],
    ...results.map((measured) => {
      const paired = inRounds(measured) ? pairedRatios(measured, baseline) : null;
      return [
        measured.target.label,
        measured.requestsPerSecond.toFixed(0),
        paired ? paired.requests.toFixed(2) : '-',
        measured.p99Ms.toFixed(1),
        measured.serverCpuMicroseconds.toFixed(1),
        // As throughput is compared: the hello-world's cost over this one's, higher is better.
        paired ? paired.cpu.toFixed(2) : '-',
        measured.generatorCpuMicroseconds.toFixed(1),
        String(measured.non2xx),
        String(measured.errors),
        measured.target.accepted ? String(measured.mismatches) : '-',
      ];
    }),
  ];
  const mib = (value: number) => `${value.toFixed(1)} MiB`;
  console.log(
    [
      '',
      `Server throughput, API on ${process.env.BENCH_SERVER_DATABASE} in bench mode: ` +
        `${CONNECTIONS} connections, ${ROUNDS} rounds of ${BENCH_SECONDS / ROUNDS} s on each ` +
        `target after ${WARMUP_SECONDS} s of warm-up; medians, and ratios taken within each round ` +
        `(load average before: ${loadAverage.toFixed(1)} on ${os.availableParallelism()} cores)`,
      table(rows),
      // What the API adds to the cost of sending each answer at all: its bytes cost any server.
      ...REPLAYED.map(({ label }) => {
        const measured = (of: string) => results.find(({ target }) => target.label === of);
        const api = measured(label);
        const bare = measured(sameAnswerLabel(label));
        if (!api || !bare) return `${label}: not measured`;
        const paired = pairedRatios(api, bare);
        return (
          `${label} against bare Koa sending the same response: ` +
          `${paired.requests.toFixed(2)}x requests a second, ` +
          `${paired.cpu.toFixed(2)}x by server CPU per request`
        );
      }),
      `API server memory after the load: RSS ${mib(apiMemory.rssMiB)} (peak ${mib(apiMemory.peakMiB)}); ` +
        `bare Koa: RSS ${mib(bareKoaMemory.rssMiB)}`,
      '',
    ].join('\n'),
  );
});
