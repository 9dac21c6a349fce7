// The server bench's baselines: a bare Koa hello-world, in a process of its own as the API is,
// so it does not share an event loop with the load generator; and the same bare Koa sending a
// page's own response (its compressed bytes and its headers, sent over IPC as { replay }), which
// tells what the API's work costs apart from what any server pays to send that page. Port from
// PORT; says "listening", then "replaying", to its parent.
import { createRequire } from 'node:module';

// Koa as the API resolves it: the same copy and version.
const Koa = createRequire(new URL('../../api/package.json', import.meta.url))('koa');

/** Where the replayed page is served. */
const REPLAY_PATH = '/same-as-page';

let replay = null;
process.on('message', (message) => {
  if (!message?.replay) return;
  replay = { headers: message.replay.headers, body: Buffer.from(message.replay.body, 'base64') };
  process.send?.('replaying');
});

const app = new Koa();
app.use((ctx) => {
  if (ctx.path === REPLAY_PATH && replay) {
    for (const [name, value] of replay.headers) ctx.set(name, value);
    ctx.body = replay.body;
    return;
  }
  ctx.body = 'Hello, world';
});
app.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('listening'));
