import type request from 'supertest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { forEachDatabase } from '../testing/test-database';

/** Cases per endpoint and database in `npm test`; the bench runs more. */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 200);

/** Time allowed to one fuzzed endpoint: generous (a busy machine), and growing with the runs. */
const FUZZ_TIMEOUT_MS = 60_000 * Math.max(1, FUZZ_RUNS / 200);

/**
 * Runs a fuzz suite once per database (see forEachDatabase) against the real app over a fresh
 * database, with the per-minute limits off: made before the suite's own beforeAll hooks run and
 * dropped after its cases. The body gets the app from `fuzzApp()` in its hooks and cases, not
 * while the suite is being declared.
 */
export function forEachFuzzApp(body: (fuzzApp: () => TestApp) => void): void {
  jest.setTimeout(FUZZ_TIMEOUT_MS);
  forEachDatabase((dialect) => {
    let app: TestApp | undefined;

    beforeAll(async () => {
      // The fuzzer sends far more than a person could, sign-ins included.
      app = await createTestApp(dialect, {
        env: { RATE_LIMIT_PER_MINUTE: '100000', STAFF_SIGN_IN_LIMIT_PER_MINUTE: '100000' },
      });
    });

    afterAll(async () => {
      await app?.database.drop();
    });

    body(() => {
      if (!app) throw new Error('the fuzz app is made in beforeAll: read it from a hook or case');
      return app;
    });
  });
}

/** The error body of every failed API call (ApiErrorBody): at least a message. */
export function isApiErrorBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const error = (body as Record<string, unknown>).error;
  return typeof error === 'string' && error.length > 0;
}

/**
 * Sends bytes exactly as they are. Given a Buffer under a JSON or form content type, superagent
 * would send its own serialisation of the Buffer object instead.
 */
export function sendRaw(call: request.Test, body: Buffer): request.Test {
  return call.serialize((bytes) => bytes).send(body);
}

const LOCATION = {
  type: 'Employer',
  name: 'Acme',
  address: '1 Main St',
  days: { monday: true },
  hours: '9 to 5',
  info: '',
};

/** Each public form with a body it accepts: fuzzed by one test, the staff inbox's rows in another. */
export const PUBLIC_FORMS: { path: string; valid: Record<string, unknown> }[] = [
  {
    path: 'forms/interpreter',
    valid: {
      fullName: 'Ana Lopez',
      caseNumber: '2026TRD01234',
      hearingDate: '2026-04-15',
      judge: '',
      email: 'ana@example.org',
      language: 'Spanish',
      requests: '',
    },
  },
  {
    path: 'forms/zoom-hearing',
    valid: {
      fullName: 'Dana Smith',
      hearingDate: '2026-04-15',
      caseNumber: '2026CVI00123',
      phone: '3305550142',
      email: 'dana@example.org',
      agree: true,
    },
  },
  {
    path: 'forms/driving-privileges',
    valid: {
      firstName: 'Pat',
      lastName: 'Jones',
      ssn: '123-45-6789',
      dob: '1988-07-04',
      caseNumber: '2026TRD04567',
      cellPhone: '3305550177',
      homePhone: '',
      email: '',
      address: '12 Elm St',
      locations: [LOCATION],
      proofOfInsurance: { agentName: 'Lee', agentPhone: '3305550199', policyNumber: 'P1' },
    },
  },
  {
    path: 'contact-us',
    valid: { name: 'Ana', email: 'ana@example.org', phone: '', subject: 'Hi', message: 'Hello' },
  },
];
