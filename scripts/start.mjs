// `npm start`: builds whatever is not built yet, then serves the whole site with sample data
// from one process at http://localhost:3000 (PORT and HOST change that).
import { ROOT, buildMissing, run } from './lib.mjs';

await buildMissing();
const env = { ...process.env, SAMPLE_DATA: process.env.SAMPLE_DATA ?? 'true' };
const code = await run('node', ['api/dist/src/server.js'], { cwd: ROOT, env });
process.exit(code);
