/**
 * Polls until `done` answers true, for work a process does by itself (a timer, a worker): a test
 * that sleeps for the time the work takes on an idle machine can fail on a busy one. Fails
 * naming `what` once `timeoutMs` has passed.
 */
export async function waitUntil(
  what: string,
  done: () => boolean | Promise<boolean>,
  { timeoutMs = 10_000, everyMs = 50 }: { timeoutMs?: number; everyMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
