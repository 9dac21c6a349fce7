import type { SmsSender } from './sms-sender';

export interface HttpSmsSenderOptions {
  /** The provider's endpoint (SMS_HTTP_URL). */
  url: string;
  /** Sent as a bearer token (SMS_HTTP_API_KEY). */
  apiKey: string;
  timeoutMs?: number;
}

/** What went wrong with the request, without the body or headers: no number, no key. */
function failureCause(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    if ('name' in error && error.name === 'TimeoutError') return 'timed out';
    const cause = 'cause' in error ? error.cause : undefined;
    if (typeof cause === 'object' && cause !== null && 'code' in cause) return String(cause.code);
  }
  return 'network error';
}

/**
 * An SMS provider reached by a plain HTTPS POST: JSON { to: "+1XXXXXXXXXX", text } with the API
 * key as a bearer token. Any 2xx answer means accepted; anything else rejects, and the outbox
 * tries again later.
 */
export function createHttpSmsSender(options: HttpSmsSenderOptions): SmsSender {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    async send(message) {
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Accept: 'application/json',
            Authorization: `Bearer ${options.apiKey}`,
          },
          body: JSON.stringify({ to: `+1${message.to}`, text: message.text }),
          // A redirect could carry the key to another host.
          redirect: 'error',
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new Error(`SMS provider could not be reached (${failureCause(error)})`);
      }
      // The body is not needed, but reading it lets the connection be reused.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`SMS provider answered HTTP ${response.status}`);
    },
  };
}
