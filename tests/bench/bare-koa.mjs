// The server bench's baseline: a bare Koa hello-world, in a process of its own as the API is,
// so it does not share an event loop with the load generator. Port from PORT; says "listening"
// to its parent.
import { createRequire } from 'node:module';

// Koa as the API resolves it: the same copy and version.
const Koa = createRequire(new URL('../../api/package.json', import.meta.url))('koa');

const app = new Koa();
app.use((ctx) => {
  ctx.body = 'Hello, world';
});
app.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('listening'));
