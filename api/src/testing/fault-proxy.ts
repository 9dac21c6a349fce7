import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * What the link to the database does: forward; refuse new connections and cut the open ones (a
 * database that is down or restarting); drop, accepting connections and closing them at once
 * (a fail-over half done); stall, accepting and never passing a byte on (a hung server or a
 * network that swallows packets).
 */
export type LinkMode = 'forward' | 'refuse' | 'drop' | 'stall';

export interface FaultProxy {
  port: number;
  mode(): LinkMode;
  /** Changes what the link does; open connections follow the new mode. */
  setMode(mode: LinkMode): Promise<void>;
  close(): Promise<void>;
}

interface Link {
  client: Socket;
  upstream: Socket | null;
}

/**
 * A TCP proxy on 127.0.0.1 between the API and a real server (PostgreSQL), for tests that make
 * the database go away in each of the ways it does in production.
 */
export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  let mode: LinkMode = 'forward';
  const links = new Set<Link>();
  let server: Server | null = null;
  let port = 0;

  const cut = (link: Link) => {
    link.client.destroy();
    link.upstream?.destroy();
    links.delete(link);
  };

  const accept = (client: Socket) => {
    client.on('error', () => undefined);
    const link: Link = { client, upstream: null };
    links.add(link);
    client.on('close', () => cut(link));
    if (mode === 'drop') {
      cut(link);
      return;
    }
    // Stalled: held open, nothing read or sent.
    if (mode === 'stall') return;
    const upstream = connect(target.port, target.host);
    link.upstream = upstream;
    upstream.on('error', () => cut(link));
    upstream.on('close', () => cut(link));
    client.pipe(upstream);
    upstream.pipe(client);
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer(accept);
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        port = (next.address() as AddressInfo).port;
        server = next;
        resolve();
      });
    });

  const stopListening = () =>
    new Promise<void>((resolve) => {
      const current = server;
      server = null;
      if (current) current.close(() => resolve());
      else resolve();
    });

  await listen();
  return {
    get port() {
      return port;
    },
    mode: () => mode,
    async setMode(next) {
      const previous = mode;
      mode = next;
      if (next === 'refuse') {
        await Promise.all([stopListening(), ...[...links].map(async (link) => cut(link))]);
        return;
      }
      if (previous === 'refuse') await listen();
      if (next === 'drop' || previous === 'stall') {
        // Cut what is open: a dropped link loses them all, and a stall that ends is seen by
        // the client as the connections it held going dead.
        for (const link of [...links]) cut(link);
      }
      if (next === 'stall') {
        for (const link of links) {
          link.client.unpipe();
          link.upstream?.unpipe();
          link.client.pause();
          link.upstream?.pause();
        }
      }
    },
    async close() {
      for (const link of [...links]) cut(link);
      await stopListening();
    },
  };
}
