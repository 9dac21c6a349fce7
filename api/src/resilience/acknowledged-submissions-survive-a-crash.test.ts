import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { IDEMPOTENCY_KEY_HEADER, PROOF_OF_WORK_FIELD, REFERENCE_PATTERN } from '@court/contract';
import { migrationProvider } from '../platform/database/migrate';
import {
  appliedMigrations,
  assertApiBuilt,
  createProcessDatabase,
  startApiProcess,
  type ApiProcess,
  type ProcessDatabase,
} from '../testing/api-process';
import { solveProofOfWork } from '../testing/form-client';
import { fetchXsrf, type XsrfPair } from '../testing/test-app';
import { forEachDatabase } from '../testing/test-database';

const SUBMISSIONS = 60;
// The server is killed as this acknowledgement arrives: the rest of the burst is still in flight.
const KILL_AT_ACKNOWLEDGEMENT = 15;

interface Attempt {
  key: string;
  body: Record<string, string>;
  proof: string;
}

interface FormAnswer {
  success?: unknown;
  reference?: unknown;
}

type Outcome =
  { answered: true; status: number; body: FormAnswer } | { answered: false; error: string };

function contactMessage(index: number): Record<string, string> {
  return {
    name: `Visitor ${index}`,
    email: `visitor${index}@example.org`,
    phone: '',
    subject: `Question ${index}`,
    message: `Message number ${index}, sent during the burst.`,
  };
}

async function send(url: string, xsrf: XsrfPair, attempt: Attempt): Promise<Outcome> {
  try {
    const response = await request(url)
      .post('/api/muni/contact-us')
      .set('Cookie', xsrf.cookie)
      .set(xsrf.header)
      .set(IDEMPOTENCY_KEY_HEADER, attempt.key)
      .send({ ...attempt.body, [PROOF_OF_WORK_FIELD]: attempt.proof });
    return { answered: true, status: response.status, body: response.body as FormAnswer };
  } catch (error) {
    // The connection died with the server: the browser saw no answer and will resend.
    return { answered: false, error: String(error) };
  }
}

function acceptedReference(outcome: Outcome): string | undefined {
  if (!outcome.answered || outcome.status !== 200 || outcome.body.success !== true) {
    return undefined;
  }
  return typeof outcome.body.reference === 'string' ? outcome.body.reference : undefined;
}

async function allMigrationNames(database: ProcessDatabase): Promise<string[]> {
  return Object.keys(await migrationProvider(database.handle.dialect).getMigrations()).sort();
}

forEachDatabase((dialect) => {
  let database: ProcessDatabase | undefined;
  let api: ApiProcess | undefined;

  afterEach(async () => {
    await api?.kill();
    await database?.drop();
    api = undefined;
    database = undefined;
  });

  it('keeps every acknowledged submission with its reference and mail after a SIGKILL mid-burst', async () => {
    assertApiBuilt();
    database = await createProcessDatabase(dialect);
    const { db } = database.handle;
    api = await startApiProcess(database.env);
    // The server migrated its own empty database (or schema) at start.
    expect(appliedMigrations(api)).toEqual(await allMigrationNames(database));

    const xsrf = await fetchXsrf(api.url);
    const url = api.url;
    const run = randomBytes(4).toString('hex');
    // Every proof is solved before the burst, so the burst is only submissions.
    const attempts: Attempt[] = await Promise.all(
      Array.from({ length: SUBMISSIONS }, async (_, index) => ({
        key: `crash-${run}-${String(index).padStart(3, '0')}`,
        body: contactMessage(index),
        proof: await solveProofOfWork(url),
      })),
    );

    const burstApi = api;
    let acknowledgements = 0;
    const outcomes = await Promise.all(
      attempts.map(async (attempt) => {
        const outcome = await send(url, xsrf, attempt);
        if (acceptedReference(outcome) !== undefined) {
          acknowledgements += 1;
          if (acknowledgements === KILL_AT_ACKNOWLEDGEMENT) void burstApi.kill();
        }
        return outcome;
      }),
    );
    await burstApi.kill();

    const acknowledged = new Map<string, string>();
    const unanswered: Attempt[] = [];
    const refused: Outcome[] = [];
    outcomes.forEach((outcome, index) => {
      const attempt = attempts[index] as Attempt;
      const reference = acceptedReference(outcome);
      if (reference !== undefined) acknowledged.set(attempt.key, reference);
      else if (outcome.answered) refused.push(outcome);
      else unanswered.push(attempt);
    });
    // Every answer the server gave was a success; the kill cut the burst part-way.
    expect(refused).toEqual([]);
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AT_ACKNOWLEDGEMENT);
    expect(unanswered.length).toBeGreaterThan(0);

    api = await startApiProcess(database.env);
    expect(appliedMigrations(api)).toEqual([]);

    const stored = await db
      .selectFrom('formSubmission')
      .innerJoin('contactMessage', 'contactMessage.submissionId', 'formSubmission.id')
      .select([
        'formSubmission.idempotencyKey',
        'formSubmission.reference',
        'contactMessage.name',
        'contactMessage.email',
        'contactMessage.message',
      ])
      .where('formSubmission.form', '=', 'contact-us')
      .execute();
    const storedByKey = new Map(stored.map((row) => [row.idempotencyKey, row]));
    const subjects = (await db.selectFrom('outboxMessage').select('subject').execute()).map(
      (row) => row.subject,
    );
    const lost = attempts
      .filter((attempt) => acknowledged.has(attempt.key))
      .filter((attempt) => {
        const row = storedByKey.get(attempt.key);
        const reference = acknowledged.get(attempt.key) ?? '';
        const mails = subjects.filter((subject) => subject.endsWith(`(${reference})`)).length;
        return !(
          row?.reference === reference &&
          row.name === attempt.body.name &&
          row.email === attempt.body.email &&
          row.message === attempt.body.message &&
          // The court's notification and the sender's confirmation, committed with the row.
          mails === 2
        );
      })
      .map((attempt) => attempt.key);
    const committedUnanswered = unanswered.filter((attempt) => storedByKey.has(attempt.key));
    console.info(
      `crash on ${dialect}: ${SUBMISSIONS} sent, ${acknowledged.size} acknowledged before ` +
        `SIGKILL, ${acknowledged.size - lost.length} of them found after restart; ` +
        `${unanswered.length} unanswered, of which ${committedUnanswered.length} committed`,
    );
    expect(lost).toEqual([]);

    // The browsers that saw no answer send again with the same key and solution: each gets
    // the reference stored before the crash, or a new one; nothing is stored twice.
    const restartedUrl = api.url;
    const resendXsrf = await fetchXsrf(restartedUrl);
    const resent = await Promise.all(
      unanswered.map(async (attempt) => {
        const reference = acceptedReference(await send(restartedUrl, resendXsrf, attempt));
        const before = storedByKey.get(attempt.key)?.reference;
        return reference !== undefined && (before === undefined || before === reference);
      }),
    );
    expect(resent.every(Boolean)).toBe(true);
    const final = await db
      .selectFrom('formSubmission')
      .select(['reference', 'idempotencyKey'])
      .where('form', '=', 'contact-us')
      .execute();
    expect(final).toHaveLength(SUBMISSIONS);
    expect(new Set(final.map((row) => row.reference)).size).toBe(SUBMISSIONS);
    expect(new Set(final.map((row) => row.idempotencyKey))).toEqual(
      new Set(attempts.map((attempt) => attempt.key)),
    );
    expect(final.every((row) => REFERENCE_PATTERN.test(row.reference))).toBe(true);
  }, 60_000);
});
