import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../database/schema';
import type { Logger } from '../logger';
import type { Metrics } from '../metrics/metrics';
import { claimDueJob, ensureScheduledJob, releaseJob } from './scheduled-job-repository';

/** Work the API process does on a schedule: purges, scheduled notices. */
export interface ScheduledJob {
  /** Unique; also the job's row in scheduled_job. */
  name: string;
  /** How often it runs. */
  everyMs: number;
  run(now: Date): Promise<void>;
}

export interface SchedulerOptions {
  db: Kysely<Database>;
  clock: Clock;
  logger: Logger;
  jobs: readonly ScheduledJob[];
  /** How long a claimed job is held; a process that dies lets go after this. */
  leaseMs?: number;
  /** Counts each run by its outcome. */
  metrics?: Pick<Metrics, 'scheduledJobRuns'>;
}

export interface Scheduler {
  start(): void;
  stop(): Promise<void>;
  /** Runs the jobs that are due now and this process could claim; their names. */
  runDueJobs(): Promise<string[]>;
}

/** The first boundary of a period after `now`: on the minute for a minute job, on the hour for an hourly one. */
export function nextBoundary(now: Date, everyMs: number): Date {
  return new Date((Math.floor(now.getTime() / everyMs) + 1) * everyMs);
}

/** A look just after the boundary, so that a clock a little behind still finds the job due. */
const AFTER_BOUNDARY_MS = 250;

/**
 * Runs jobs on the clock in the API process: a minute job at the start of every minute, an
 * hourly one at the start of every hour (and each at the process's start). Each run is claimed
 * in the database first, so with several API processes on one database a job runs once per
 * period, not once per process.
 */
export function createScheduler(options: SchedulerOptions): Scheduler {
  const { db, clock, logger, jobs } = options;
  const leaseMs = options.leaseMs ?? 10 * 60_000;
  const shortestMs = Math.min(...jobs.map((job) => job.everyMs));
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let running: Promise<unknown> = Promise.resolve();
  let prepared = false;

  async function runDueJobs(): Promise<string[]> {
    const ran: string[] = [];
    if (!prepared) {
      for (const job of jobs) await ensureScheduledJob(db, job.name, clock.now());
      prepared = true;
    }
    for (const job of jobs) {
      const now = clock.now();
      const claimed = await claimDueJob(
        db,
        job.name,
        now,
        new Date(now.getTime() + leaseMs),
        nextBoundary(now, job.everyMs),
      );
      if (!claimed) continue;
      let failure: string | null = null;
      try {
        await job.run(now);
        ran.push(job.name);
      } catch (error) {
        failure = error instanceof Error ? error.message : String(error);
        logger.error({ err: error, job: job.name }, 'scheduled job failed');
      }
      options.metrics?.scheduledJobRuns.inc({
        job: job.name,
        outcome: failure === null ? 'succeeded' : 'failed',
      });
      await releaseJob(db, job.name, clock.now(), failure);
    }
    return ran;
  }

  /** Runs what is due, then sleeps until the shortest period's next boundary. */
  function tick(): void {
    running = runDueJobs()
      .catch((error: unknown) => {
        logger.error({ err: error }, 'scheduler could not run');
      })
      .finally(() => {
        if (!started) return;
        const now = clock.now();
        const waitMs = nextBoundary(now, shortestMs).getTime() - now.getTime() + AFTER_BOUNDARY_MS;
        timer = setTimeout(tick, waitMs);
        timer.unref();
      });
  }

  return {
    start() {
      if (started || jobs.length === 0) return;
      started = true;
      tick();
    },
    async stop() {
      started = false;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
    runDueJobs,
  };
}
