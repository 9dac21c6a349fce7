/**
 * The promise's outcome, or a rejection once `ms` have passed without one: every wait on
 * something outside the process has a bound. The timer never keeps the process alive.
 */
export function withinTime<T>(promise: Promise<T>, ms: number, what = 'no answer'): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} within ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
