import fc from 'fast-check';
import request from 'supertest';
import { PROOF_OF_WORK_FIELD } from '@court/contract';
import { solveProofOfWork } from '../testing/form-client';
import { fetchXsrf, type TestApp } from '../testing/test-app';
import { FUZZ_RUNS, PUBLIC_FORMS, forEachFuzzApp, isApiErrorBody, sendRaw } from './fuzz-fixtures';
import { hostileBody, hostileRawRequest } from './request-arbitraries';

/** The documented shapes: a court form's answer, or the error body of every failed call. */
function hasDocumentedShape(status: number, body: unknown): boolean {
  if (status !== 200) return isApiErrorBody(body);
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as Record<string, unknown>).success === 'boolean'
  );
}

forEachFuzzApp((fuzzApp) => {
  let t: TestApp;
  let xsrf: Awaited<ReturnType<typeof fetchXsrf>>;

  beforeAll(async () => {
    t = fuzzApp();
    xsrf = await fetchXsrf(t.server);
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
        { numRuns: FUZZ_RUNS },
      );
      // The figures a run leaves in its log: how many cases, and which answers they met.
      console.info(
        `fuzz ${form.path}: ${FUZZ_RUNS} bodies, statuses ${[...statuses].sort().join(', ')}`,
      );
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
          const response = await sendRaw(call, Buffer.from(body, 'utf8'));
          expect(response.status).toBeLessThan(500);
          expect(hasDocumentedShape(response.status, response.body)).toBe(true);
        }),
        { numRuns: Math.ceil(FUZZ_RUNS / 4) },
      );
    });
  }
});
