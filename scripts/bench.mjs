// `npm run bench`: builds what is not built, then prints page weights and API throughput.
import { ROOT, buildMissing, runOrExit } from './lib.mjs';

await buildMissing();
await runOrExit('npx', ['playwright', 'test', '-c', 'tests/bench/bench.config.ts'], { cwd: ROOT });
