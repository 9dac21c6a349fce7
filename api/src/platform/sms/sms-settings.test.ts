import { loadConfig } from '../../config';
import { DEFAULT_CARRIER_GATEWAYS } from './carrier-gateways';
import { routeText } from './text-routing';

describe('SMS settings', () => {
  it('send texts through carrier gateways by default, with the retired ones marked', () => {
    const { sms } = loadConfig({});
    expect(sms).toEqual({ sender: 'gateway', gateways: DEFAULT_CARRIER_GATEWAYS, http: null });
    expect(sms.gateways['AT&T'].retiredSince).toBe('2025-06');
    for (const carrier of ['T-Mobile', 'Sprint', 'Sprint PCS', 'MetroPCS'] as const) {
      expect(sms.gateways[carrier].retiredSince).toBe('2024-12');
    }
    expect(sms.gateways.Verizon).toEqual({ domain: 'vtext.com', retiredSince: null });
  });

  it('lay SMS_GATEWAYS over the built-in table', () => {
    const { sms } = loadConfig({
      SMS_GATEWAYS: JSON.stringify({
        Verizon: 'VText.example.net',
        'US Cellular': { domain: 'email.uscc.net', retiredSince: '2025-08' },
      }),
    });
    expect(sms.gateways.Verizon).toEqual({ domain: 'vtext.example.net', retiredSince: null });
    expect(sms.gateways['US Cellular'].retiredSince).toBe('2025-08');
    expect(sms.gateways['Boost Mobile']).toEqual(DEFAULT_CARRIER_GATEWAYS['Boost Mobile']);
  });

  it('need the provider address and key for the http sender, and HTTPS in production', () => {
    expect(() => loadConfig({ SMS_SENDER: 'http' })).toThrow(/SMS_HTTP_URL/);
    const { sms } = loadConfig({
      SMS_SENDER: 'http',
      SMS_HTTP_URL: 'http://127.0.0.1:9999/messages',
      SMS_HTTP_API_KEY: 'key-1',
    });
    expect(sms.http).toEqual({ url: 'http://127.0.0.1:9999/messages', apiKey: 'key-1' });
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        FIELD_ENCRYPTION_KEY: `k1:${Buffer.alloc(32, 1).toString('base64')}`,
        PROOF_OF_WORK_SECRET: 'a production secret of 32 characters or more',
        SIGNING_SECRET: 'a signing secret of 32 characters or more',
        SMS_SENDER: 'http',
        SMS_HTTP_URL: 'http://sms.example.org/messages',
        SMS_HTTP_API_KEY: 'key-1',
      }),
    ).toThrow(/SMS_HTTP_URL must be an https:\/\/ address/);
  });

  it.each([
    [{ SMS_SENDER: 'pigeon' }, /SMS_SENDER/],
    [{ SMS_GATEWAYS: '{not json' }, /SMS_GATEWAYS must be a JSON object/],
    [{ SMS_GATEWAYS: '{"Pony Express": "pony.example"}' }, /unknown carrier "Pony Express"/],
    [{ SMS_GATEWAYS: '{"Verizon": "not a domain"}' }, /SMS_GATEWAYS\["Verizon"\]/],
    [{ SMS_GATEWAYS: '{"Verizon": {"domain": "vtext.com", "retiredSince": "June"}}' }, /YYYY-MM/],
    [{ PUBLIC_SITE_URL: 'court.example.org' }, /PUBLIC_SITE_URL/],
    [{ SIGNING_SECRET: 'short' }, /SIGNING_SECRET/],
  ])('refuse a malformed setting %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('require the signing secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SIGNING_SECRET/);
  });
});

describe('routeText', () => {
  const gateway = loadConfig({}).sms;

  it('sends to <10 digits>@<gateway> for a carrier whose gateway works', () => {
    expect(routeText(gateway, '3305550100', 'Verizon')).toEqual({
      kind: 'gateway',
      address: '3305550100@vtext.com',
    });
  });

  it('finds a retired gateway, or no carrier, not reachable by text', () => {
    expect(routeText(gateway, '3305550100', 'AT&T')).toEqual({
      kind: 'unreachable',
      reason: 'retiredGateway',
    });
    expect(routeText(gateway, '3305550100', null)).toEqual({
      kind: 'unreachable',
      reason: 'noCarrier',
    });
    expect(routeText(gateway, '3305550100', 'Pony Express')).toEqual({
      kind: 'unreachable',
      reason: 'noCarrier',
    });
  });

  it('gives every cellphone to the provider under http, and none under none', () => {
    const http = loadConfig({
      SMS_SENDER: 'http',
      SMS_HTTP_URL: 'https://sms.example.org/messages',
      SMS_HTTP_API_KEY: 'key-1',
    }).sms;
    expect(routeText(http, '3305550100', 'AT&T')).toEqual({
      kind: 'provider',
      number: '3305550100',
    });
    const none = loadConfig({ SMS_SENDER: 'none' }).sms;
    expect(routeText(none, '3305550100', 'Verizon')).toEqual({
      kind: 'unreachable',
      reason: 'textsOff',
    });
  });
});
