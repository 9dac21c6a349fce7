import { createLogger } from '../logger';
import { TestClock } from '../../testing/test-app';
import {
  createTestDatabase,
  forEachDatabase,
  type TestDatabase,
} from '../../testing/test-database';
import { createScheduler, nextBoundary } from './scheduler';

const SECOND = 1000;

/** Waits until the scheduler has gone to sleep once more (its timer is set after a run ends). */
async function waitForSleep(sleeps: jest.SpyInstance): Promise<void> {
  const before = sleeps.mock.calls.length;
  for (let look = 0; look < 200 && sleeps.mock.calls.length === before; look += 1) {
    await new Promise((resolve) => setImmediate(resolve));
  }
}
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

describe('nextBoundary', () => {
  it('is the start of the next minute or hour, never the instant itself', () => {
    expect(nextBoundary(new Date('2026-03-02T15:00:20.000Z'), MINUTE).toISOString()).toBe(
      '2026-03-02T15:01:00.000Z',
    );
    expect(nextBoundary(new Date('2026-03-02T15:01:00.000Z'), MINUTE).toISOString()).toBe(
      '2026-03-02T15:02:00.000Z',
    );
    expect(nextBoundary(new Date('2026-03-02T15:59:59.999Z'), HOUR).toISOString()).toBe(
      '2026-03-02T16:00:00.000Z',
    );
  });
});

forEachDatabase((dialect) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
  });

  afterEach(async () => {
    await database.drop();
  });

  it('runs a minute job at the start of every minute, once across processes', async () => {
    const clock = new TestClock('2026-03-02T15:00:20.000Z');
    const runs: string[] = [];
    const job = {
      name: 'minute-job',
      everyMs: MINUTE,
      run: async (now: Date) => {
        runs.push(now.toISOString());
      },
    };
    // Two processes on one database.
    const [first, second] = [1, 2].map(() =>
      createScheduler({ db: database.db, clock, logger: createLogger('silent'), jobs: [job] }),
    );
    if (!first || !second) throw new Error('no scheduler');

    expect(await first.runDueJobs()).toEqual(['minute-job']);
    expect(await second.runDueJobs()).toEqual([]);
    clock.advance(39 * SECOND);
    expect(await first.runDueJobs()).toEqual([]);
    // 15:01:00.1: the minute has begun, 40 seconds after the last run.
    clock.advance(1100);
    expect(await second.runDueJobs()).toEqual(['minute-job']);
    expect(await first.runDueJobs()).toEqual([]);
    clock.advance(MINUTE);
    expect(await first.runDueJobs()).toEqual(['minute-job']);
    expect(runs).toEqual([
      '2026-03-02T15:00:20.000Z',
      '2026-03-02T15:01:00.100Z',
      '2026-03-02T15:02:00.100Z',
    ]);
  });
  // The timer is the same whatever the database; PostgreSQL's client sets timers of its own,
  // which the fake timers would run too.
  if (dialect !== 'sqlite') return;
  it('once started, wakes itself just after each minute begins', async () => {
    const clock = new TestClock('2026-03-02T15:00:20.000Z');
    const runs: string[] = [];
    let ran: () => void = () => undefined;
    const job = {
      name: 'minute-job',
      everyMs: MINUTE,
      run: async (now: Date) => {
        runs.push(now.toISOString());
        ran();
      },
    };
    const nextRun = () => new Promise<void>((resolve) => (ran = resolve));
    // Only the scheduler's own timer is faked: the database's promises and I/O run as they do.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'Date'] });
    const sleeps = jest.spyOn(global, 'setTimeout');
    const scheduler = createScheduler({
      db: database.db,
      clock,
      logger: createLogger('silent'),
      jobs: [job],
    });
    try {
      let run = nextRun();
      scheduler.start();
      await run;
      // Asleep until 15:01:00.250: the minute's start, and a quarter second for a clock behind.
      await waitForSleep(sleeps);
      expect(sleeps.mock.lastCall?.[1]).toBe(40 * SECOND + 250);
      run = nextRun();
      clock.advance(40 * SECOND + 250);
      jest.advanceTimersByTime(40 * SECOND + 250);
      await run;
      expect(runs).toEqual(['2026-03-02T15:00:20.000Z', '2026-03-02T15:01:00.250Z']);
    } finally {
      await scheduler.stop();
      sleeps.mockRestore();
      jest.useRealTimers();
    }
  });
});
