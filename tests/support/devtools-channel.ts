import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import WebSocket from 'ws';

/**
 * A DevTools connection of the tests' own to one page, beside Playwright's. Playwright makes each
 * protocol call a step of the test, with a stack trace mapped through the test files' source
 * maps: a millisecond of the test worker's time, which a keyboard walk of a hundred thousand
 * presses paid for every key going down and up. This connection is a socket and JSON, no more.
 * It needs the browser started with a DevTools port (`--remote-debugging-port=0`, as the tests'
 * launch options ask), which Chromium writes into its profile folder as it opens it.
 */
export interface DevToolsChannel {
  send(method: string, params?: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** Calls `listener` with the parameters of each event of this name. */
  on(event: string, listener: (params: Record<string, unknown>) => void): void;
  close(): Promise<void>;
}

/** How long the browser may take to answer a call: far beyond any, even on a loaded machine. */
const ANSWER_WAIT_MS = 30_000;

const ports = new WeakMap<Browser, Promise<number>>();

/** The browser's DevTools port: from the profile folder on its command line (Linux's /proc). */
function devToolsPortOf(browser: Browser): Promise<number> {
  let port = ports.get(browser);
  if (!port) {
    port = (async () => {
      const session = await browser.newBrowserCDPSession();
      try {
        const { processInfo } = await session.send('SystemInfo.getProcessInfo');
        const browserProcess = processInfo.find(({ type }) => type === 'browser');
        if (!browserProcess) throw new Error('The browser did not name its own process');
        const commandLine = await readFile(`/proc/${browserProcess.id}/cmdline`, 'utf8');
        const profile = commandLine
          .split('\0')
          .find((argument) => argument.startsWith('--user-data-dir='))
          ?.slice('--user-data-dir='.length);
        if (!profile || !commandLine.includes('--remote-debugging-port=')) {
          throw new Error('The browser was started without a DevTools port (TEST_CHROMIUM_LAUNCH)');
        }
        const [first] = (await readFile(path.join(profile, 'DevToolsActivePort'), 'utf8')).split(
          '\n',
        );
        return Number(first);
      } finally {
        await session.detach();
      }
    })();
    ports.set(browser, port);
  }
  return port;
}

/** Opens a DevTools connection to the page. */
export async function openDevToolsChannel(page: Page): Promise<DevToolsChannel> {
  const browser = page.context().browser();
  if (!browser) throw new Error('The page has no browser of its own to connect to');
  const session = await page.context().newCDPSession(page);
  const { targetInfo } = await session.send('Target.getTargetInfo').finally(() => session.detach());
  const port = await devToolsPortOf(browser);
  const socket = new WebSocket(`ws://127.0.0.1:${port}/devtools/page/${targetInfo.targetId}`, {
    perMessageDeflate: false,
    handshakeTimeout: ANSWER_WAIT_MS,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });

  let lastId = 0;
  const answers = new Map<
    number,
    { resolve(result: Record<string, unknown>): void; reject(error: Error): void }
  >();
  const listeners = new Map<string, ((params: Record<string, unknown>) => void)[]>();
  const failAll = (error: Error) => {
    for (const { reject } of answers.values()) reject(error);
    answers.clear();
  };
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as {
      id?: number;
      result?: Record<string, unknown>;
      error?: { message: string };
      method?: string;
      params?: Record<string, unknown>;
    };
    if (message.id !== undefined) {
      const waiting = answers.get(message.id);
      answers.delete(message.id);
      if (message.error) waiting?.reject(new Error(message.error.message));
      else waiting?.resolve(message.result ?? {});
    } else if (message.method) {
      for (const listener of listeners.get(message.method) ?? []) listener(message.params ?? {});
    }
  });
  socket.on('error', (error) => failAll(error));
  socket.on('close', () => failAll(new Error('The DevTools connection closed')));

  return {
    send(method, params = {}) {
      lastId += 1;
      const id = lastId;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          answers.delete(id);
          reject(new Error(`No answer to ${method} in ${ANSWER_WAIT_MS / 1000} s`));
        }, ANSWER_WAIT_MS);
        answers.set(id, {
          resolve: (result) => {
            clearTimeout(timer);
            resolve(result);
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        });
        socket.send(JSON.stringify({ id, method, params }));
      });
    },
    on(event, listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
    },
    close() {
      if (socket.readyState === WebSocket.CLOSED) return Promise.resolve();
      return new Promise((resolve) => {
        socket.once('close', () => resolve());
        socket.close();
      });
    },
  };
}
