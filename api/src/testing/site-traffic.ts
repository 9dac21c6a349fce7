import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, PROOF_OF_WORK_FIELD } from '@court/contract';
import { solveProofOfWork } from './form-client';
import { fetchXsrf } from './test-app';

/** What visitors ask for while a test makes the database misbehave. */
export type TrafficKind = 'page' | 'data' | 'form';

export interface Observation {
  /** The phase the request started in. */
  phase: string;
  kind: TrafficKind;
  url: string;
  /** 0 when no answer came before the client gave up. */
  status: number;
  ms: number;
  retryAfter: string | null;
  body: string;
  /** Forms: the key and solution sent, so the same attempt can be sent again. */
  attempt?: FormAttempt;
}

export interface FormAttempt {
  idempotencyKey: string;
  proofOfWork: string;
}

/** Pages that read no data, pages that render with some, in both languages. */
export const OUTAGE_PAGES = [
  '/',
  '/jury-service',
  '/es/jury-service',
  '/faq',
  '/es/hours-and-parking',
  '/driving-directions',
  '/careers',
  '/es/forms',
];

export const OUTAGE_DATA = [
  '/api/muni/juror/message',
  '/api/muni/careers',
  '/api/muni/alerts?lang=es',
];

export const CONTACT_MESSAGE = {
  name: 'Maria Lopez',
  email: 'maria@example.com',
  phone: '',
  subject: 'Parking during the drill',
  message: 'Where should I park on the day of my hearing?',
};

/** Longest a request may take before the client gives up and records status 0. */
const CLIENT_TIMEOUT_MS = 20_000;

async function timedFetch(
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; ms: number; retryAfter: string | null; body: string }> {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS) });
    const body = await response.text();
    return {
      status: response.status,
      ms: performance.now() - started,
      retryAfter: response.headers.get('retry-after'),
      body,
    };
  } catch {
    return { status: 0, ms: performance.now() - started, retryAfter: null, body: '' };
  }
}

/** Sends the contact form as the kit does; the same attempt may be given to send it again. */
export async function sendContactForm(
  baseUrl: string,
  attempt?: FormAttempt,
): Promise<Omit<Observation, 'phase' | 'kind' | 'url'> & { attempt: FormAttempt }> {
  const { cookie, header } = await fetchXsrf(baseUrl);
  const sent = attempt ?? {
    idempotencyKey: randomUUID(),
    proofOfWork: await solveProofOfWork(baseUrl),
  };
  const result = await timedFetch(`${baseUrl}/api/muni/contact-us`, {
    method: 'POST',
    headers: {
      ...header,
      Cookie: cookie,
      'Content-Type': 'application/json',
      [IDEMPOTENCY_KEY_HEADER]: sent.idempotencyKey,
    },
    body: JSON.stringify({ ...CONTACT_MESSAGE, [PROOF_OF_WORK_FIELD]: sent.proofOfWork }),
  });
  return { ...result, attempt: sent };
}

export interface Traffic {
  observations: Observation[];
  setPhase(phase: string): void;
  /** Stops the visitors and waits for their last requests. */
  stop(): Promise<void>;
}

/** How long the visitor sending forms waits between two: each form queues two messages. */
const FORM_PAUSE_MS = 1000;

/**
 * Visitors at once, each in a loop of its own until stopped: two reading pages, one reading the
 * data endpoints, one sending the contact form about once a second. Each waits for its answer
 * before asking again, so a slow answer shows as fewer requests, never as a pile of them.
 */
export function startTraffic(baseUrl: string): Traffic {
  const observations: Observation[] = [];
  let phase = 'start';
  let stopped = false;
  const loop = async (ask: (turn: number) => Promise<void>, first: number) => {
    for (let turn = first; !stopped; turn += 1) await ask(turn);
  };
  const readPage = async (turn: number) => {
    const started = phase;
    const url = OUTAGE_PAGES[turn % OUTAGE_PAGES.length] ?? '/';
    observations.push({
      phase: started,
      kind: 'page',
      url,
      ...(await timedFetch(`${baseUrl}${url}`)),
    });
  };
  const readData = async (turn: number) => {
    const started = phase;
    const url = OUTAGE_DATA[turn % OUTAGE_DATA.length] ?? '/api/muni/juror/message';
    observations.push({
      phase: started,
      kind: 'data',
      url,
      ...(await timedFetch(`${baseUrl}${url}`)),
    });
  };
  const sendForm = async () => {
    const started = phase;
    const form = await sendContactForm(baseUrl).catch(() => null);
    if (form)
      observations.push({ phase: started, kind: 'form', url: '/api/muni/contact-us', ...form });
    await new Promise((resolve) => setTimeout(resolve, FORM_PAUSE_MS));
  };
  const running = Promise.all([
    loop(readPage, 0),
    loop(readPage, OUTAGE_PAGES.length / 2),
    loop(readData, 0),
    loop(sendForm, 0),
  ]);
  return {
    observations,
    setPhase: (next) => {
      phase = next;
    },
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}

/** Statuses seen, as "200×12 503×4", for a test's figures. */
export function statusCounts(observations: readonly Observation[]): string {
  const counts = new Map<number, number>();
  for (const observation of observations) {
    counts.set(observation.status, (counts.get(observation.status) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
}

/** Polls until the check passes; the time it took, or null if it never did within limitMs. */
export async function timeUntil(
  check: () => Promise<boolean>,
  limitMs: number,
): Promise<number | null> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if (await check().catch(() => false)) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return null;
}
