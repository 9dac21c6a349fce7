// `npm run dev`: rebuilds the API and every front end on change and restarts the API; the site
// stays at http://localhost:3000 with sample data. Reload the browser after a rebuild.
import { spawn } from 'node:child_process';
import { FRONT_ENDS, ROOT, buildMissing } from './lib.mjs';

await buildMissing();
const children = [
  spawn('npx', ['tsc', '-b', 'api', '--watch', '--preserveWatchOutput'], {
    cwd: ROOT,
    stdio: 'inherit',
  }),
  ...FRONT_ENDS.map((app) =>
    spawn('npx', ['webpack', '--watch', '--mode', 'development'], {
      cwd: `${ROOT}/${app}`,
      stdio: 'inherit',
    }),
  ),
  spawn('node', ['--watch-path=api/dist', 'api/dist/src/server.js'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, SAMPLE_DATA: process.env.SAMPLE_DATA ?? 'true' },
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
