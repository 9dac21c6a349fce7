import fc from 'fast-check';
import request from 'supertest';
import { PROOF_OF_WORK_FIELD } from '@court/contract';
import { solveProofOfWork } from '../testing/form-client';
import { createTestApp, fetchXsrf, type TestApp } from '../testing/test-app';
import { forEachDatabase } from '../testing/test-database';
import { hostileBody, hostileRawRequest } from './request-arbitraries';

/** Cases per endpoint and database in `npm test`; the bench runs more. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

const LOCATION = {
  type: 'Employer',
  name: 'Acme',
  address: '1 Main St',
  days: { monday: true },
  hours: '9 to 5',
  info: '',
};

/** Each public form with a body it accepts, which the fuzzer then damages. */
const PUBLIC_FORMS: { path: string; valid: Record<string, unknown> }[] = [
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

/** The documented shapes: a court form's answer, or the error body of every failed call. */
function hasDocumentedShape(status: number, body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const answer = body as Record<string, unknown>;
  if (status === 200) return typeof answer.success === 'boolean';
  return typeof answer.error === 'string' && answer.error.length > 0;
}

forEachDatabase((dialect) => {
  let t: TestApp;
  let xsrf: Awaited<ReturnType<typeof fetchXsrf>>;

  beforeAll(async () => {
    // Limits off: the fuzzer sends far more than a person could.
    t = await createTestApp(dialect, { env: { RATE_LIMIT_PER_MINUTE: '100000' } });
    xsrf = await fetchXsrf(t.server);
  });

  afterAll(async () => {
    await t.database.drop();
  });

  for (const form of PUBLIC_FORMS) {
    it(`never answers 5xx to any body sent to ${form.path}`, async () => {
      // A solution stays valid until a submission is stored with it.
      let proofOfWork = await solveProofOfWork(t.server);
      const statuses = new Set<number>();
      await fc.assert(
        fc.asyncProperty(hostileBody(form.valid), fc.boolean(), async (body, withProof) => {
          const sent =
            withProof && typeof body === 'object' && body !== null && !Array.isArray(body)
              ? { ...body, [PROOF_OF_WORK_FIELD]: proofOfWork }
              : body;
          const response = await request(t.server)
            .post(`/api/muni/${form.path}`)
            .set('Cookie', xsrf.cookie)
            .set(xsrf.header)
            .set('Content-Type', 'application/json')
            .send(JSON.stringify(sent));
          statuses.add(response.status);
          if (response.body?.reference) proofOfWork = await solveProofOfWork(t.server);
          expect(response.status).toBeLessThan(500);
          expect(hasDocumentedShape(response.status, response.body)).toBe(true);
        }),
        { numRuns: RUNS },
      );
      expect([...statuses].every((status) => status < 500)).toBe(true);
    });

    it(`never answers 5xx to a malformed request to ${form.path}`, async () => {
      await fc.assert(
        fc.asyncProperty(hostileRawRequest, async ({ contentType, contentEncoding, body }) => {
          let call = request(t.server)
            .post(`/api/muni/${form.path}`)
            .set('Cookie', xsrf.cookie)
            .set(xsrf.header)
            .set('Content-Type', contentType);
          if (contentEncoding) call = call.set('Content-Encoding', contentEncoding);
          const response = await call.send(Buffer.from(body, 'utf8'));
          expect(response.status).toBeLessThan(500);
          expect(hasDocumentedShape(response.status, response.body)).toBe(true);
        }),
        { numRuns: Math.ceil(RUNS / 4) },
      );
    });
  }
});
