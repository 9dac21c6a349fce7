import { act } from 'react';

/** One upload the page sent through XMLHttpRequest, held until the test answers it. */
export interface HeldUpload {
  method: string;
  url: string;
  headers: Readonly<Record<string, string>>;
  withCredentials: boolean;
  body: FormData;
  /** Whether the page stopped it. */
  isAborted: () => boolean;
  /** Reports `loaded` of `total` bytes sent, as the browser does while the body goes out. */
  progress: (loaded: number, total: number) => Promise<void>;
  /** Answers with `status` and a JSON body, as the API would. */
  respond: (status: number, body?: unknown) => Promise<void>;
  /** The connection drops before any answer. */
  fail: () => Promise<void>;
}

export interface FakeUploads {
  /** Every upload sent so far, oldest first. */
  readonly sent: readonly HeldUpload[];
  /** The next upload not yet taken, once the page has sent it. */
  next: () => Promise<HeldUpload>;
  /** Puts the browser's XMLHttpRequest back. */
  restore: () => void;
}

/**
 * Stands in for the browser's XMLHttpRequest, the one thing jsdom cannot do for an upload (send
 * it somewhere): each upload is held until the test reports its progress and answers it, so a
 * test sees the page between the two. Only the transport is fake; the kit's client reads the
 * answer as it reads the browser's.
 */
export function fakeUploads(): FakeUploads {
  const original = globalThis.XMLHttpRequest;
  const sent: HeldUpload[] = [];
  let taken = 0;
  const waiting: ((upload: HeldUpload) => void)[] = [];

  class FakeXmlHttpRequest extends EventTarget {
    readonly upload = new EventTarget();
    status = 0;
    responseText = '';
    withCredentials = false;
    private method = '';
    private url = '';
    private readonly headers: Record<string, string> = {};
    private aborted = false;

    open(method: string, url: string): void {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string): void {
      this.headers[name] = value;
    }

    abort(): void {
      this.aborted = true;
      this.dispatchEvent(new Event('abort'));
    }

    send(body: FormData): void {
      const held: HeldUpload = {
        method: this.method,
        url: this.url,
        headers: { ...this.headers },
        withCredentials: this.withCredentials,
        body,
        isAborted: () => this.aborted,
        progress: (loaded, total) =>
          act(async () => {
            this.upload.dispatchEvent(
              new ProgressEvent('progress', { lengthComputable: true, loaded, total }),
            );
          }),
        respond: (status, answer) =>
          act(async () => {
            this.status = status;
            this.responseText = answer === undefined ? '' : JSON.stringify(answer);
            this.dispatchEvent(new Event('load'));
          }),
        fail: () =>
          act(async () => {
            this.dispatchEvent(new Event('error'));
          }),
      };
      sent.push(held);
      const resolve = waiting.shift();
      if (resolve) {
        taken += 1;
        resolve(held);
      }
    }
  }

  globalThis.XMLHttpRequest = FakeXmlHttpRequest as unknown as typeof XMLHttpRequest;
  return {
    sent,
    next: () => {
      const upload = sent[taken];
      if (upload) {
        taken += 1;
        return Promise.resolve(upload);
      }
      return new Promise((resolve) => waiting.push(resolve));
    },
    restore: () => {
      globalThis.XMLHttpRequest = original;
    },
  };
}
