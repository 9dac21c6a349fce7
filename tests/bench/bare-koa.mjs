// The server bench's baselines: a bare Koa hello-world, in a process of its own as the API is,
// so it does not share an event loop with the load generator; and the same bare Koa sending each
// measured response of the API (its bytes as sent, compressed, and its headers, sent over IPC as
// { replay: { path, headers, body } } and served at that path), which tells what the API's work
// costs apart from what any server pays to send that response at all. Port from PORT; says
// "listening", then "replaying" once per response it takes, to its parent.
import { createRequire } from 'node:module';

// Koa as the API resolves it: the same copy and version.
const Koa = createRequire(new URL('../../api/package.json', import.meta.url))('koa');

/** Each replayed response by the path bare Koa serves it at. */
const replays = new Map();
process.on('message', (message) => {
  if (!message?.replay) return;
  const { path, headers, body } = message.replay;
  replays.set(path, { headers, body: Buffer.from(body, 'base64') });
  process.send?.('replaying');
});

const app = new Koa();
app.use((ctx) => {
  const replay = replays.get(ctx.path);
  if (replay) {
    for (const [name, value] of replay.headers) ctx.set(name, value);
    ctx.body = replay.body;
    return;
  }
  ctx.body = 'Hello, world';
});
app.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('listening'));
