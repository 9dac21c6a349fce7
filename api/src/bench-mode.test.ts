import { REFERENCE_PATTERN } from '@court/contract';
import { submitForm } from './testing/form-client';
import { createTestApp, type TestApp } from './testing/test-app';

const REQUEST = {
  fullName: 'Dana Smith',
  caseNumber: '2026CVI00123',
  hearingDate: '2026-12-01',
  email: 'dana@example.com',
  language: 'Somali',
};

describe('bench mode (BENCH_MODE)', () => {
  let t: TestApp;

  afterEach(async () => {
    await t.database.drop();
  });

  it('is off by default: forms need a solved proof-of-work and posts are rate limited', async () => {
    t = await createTestApp('sqlite', { env: { RATE_LIMIT_PER_MINUTE: '2' } });
    expect(t.config.benchMode).toBe(false);
    const unsolved = await submitForm(t.server, 'forms/interpreter', REQUEST, {
      proofOfWork: null,
    });
    expect(unsolved.status).toBe(400);
    expect((await submitForm(t.server, 'forms/interpreter', REQUEST)).status).toBe(200);
    expect((await submitForm(t.server, 'forms/interpreter', REQUEST)).status).toBe(429);
  });

  it('when on, stores forms without a solution, past the rate limit', async () => {
    t = await createTestApp('sqlite', { env: { BENCH_MODE: 'true', RATE_LIMIT_PER_MINUTE: '1' } });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await submitForm(t.server, 'forms/interpreter', REQUEST, {
        proofOfWork: null,
      });
      expect(response.status).toBe(200);
      expect(response.body.reference).toMatch(REFERENCE_PATTERN);
    }
    const rows = await t.database.db.selectFrom('interpreterRequest').select('id').execute();
    expect(rows).toHaveLength(3);
  });
});
