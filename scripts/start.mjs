// `npm start`: builds whatever is not built yet, then serves the whole site with sample data
// from one process at http://localhost:3000 (PORT and HOST change that). If the server ever
// ends by itself with an error, it is started again; one that keeps failing at start (a bad
// setting) is left stopped, with its message on screen.
import { spawn } from 'node:child_process';
import { ROOT, buildMissing } from './lib.mjs';

const RESTART_DELAY_MS = 1000;
const QUICK_FAILURES_ALLOWED = 5;
const QUICK_FAILURE_WINDOW_MS = 60_000;

await buildMissing();
const env = { ...process.env, SAMPLE_DATA: process.env.SAMPLE_DATA ?? 'true' };
let stopping = false;
let server = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  // Passed on, so the server shuts down cleanly (from a terminal it gets its own copy too).
  process.on(signal, () => {
    stopping = true;
    server?.kill(signal);
  });
}

function serve() {
  return new Promise((resolve) => {
    server = spawn('node', ['api/dist/src/server.js'], { cwd: ROOT, env, stdio: 'inherit' });
    server.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    server.on('error', () => resolve(127));
  });
}

const recentFailures = [];
for (;;) {
  const startedAt = Date.now();
  const code = await serve();
  if (stopping || code === 0) process.exit(code);
  recentFailures.push(startedAt);
  while (recentFailures[0] < Date.now() - QUICK_FAILURE_WINDOW_MS) recentFailures.shift();
  if (recentFailures.length >= QUICK_FAILURES_ALLOWED) {
    console.error(
      `The server failed ${recentFailures.length} times within a minute; not restarting.`,
    );
    process.exit(code);
  }
  console.error(`The server stopped (exit ${code}); starting it again.`);
  await new Promise((resolve) => setTimeout(resolve, RESTART_DELAY_MS));
}
