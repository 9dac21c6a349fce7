import { startSmsTestServer, type SmsTestServer } from '../../testing/sms-test-server';
import { createHttpSmsSender } from './http-sms-sender';

describe('HTTP SMS sender', () => {
  let provider: SmsTestServer;

  beforeEach(async () => {
    provider = await startSmsTestServer();
  });

  afterEach(async () => {
    await provider.stop();
  });

  it('POSTs the number and text as JSON with the API key as a bearer token', async () => {
    const sender = createHttpSmsSender({ url: provider.url, apiKey: 'test-key-123' });
    await sender.send({ to: '3305550100', text: 'Jurors for Tuesday: do not report.' });
    expect(provider.received).toEqual([
      {
        authorization: 'Bearer test-key-123',
        contentType: 'application/json',
        body: { to: '+13305550100', text: 'Jurors for Tuesday: do not report.' },
      },
    ]);
  });

  it('rejects a refusal with the status only, never the number or the key', async () => {
    provider.answerWith(503);
    const sender = createHttpSmsSender({ url: provider.url, apiKey: 'test-key-123' });
    const failure = sender.send({ to: '3305550100', text: 'Hello' });
    await expect(failure).rejects.toThrow('SMS provider answered HTTP 503');
    await expect(failure).rejects.not.toThrow(/3305550100|test-key-123/);
  });

  it('rejects when the provider cannot be reached', async () => {
    const { url } = provider;
    await provider.stop();
    provider = await startSmsTestServer();
    const sender = createHttpSmsSender({ url, apiKey: 'k', timeoutMs: 2000 });
    await expect(sender.send({ to: '3305550100', text: 'Hello' })).rejects.toThrow(
      /SMS provider could not be reached/,
    );
  });
});
