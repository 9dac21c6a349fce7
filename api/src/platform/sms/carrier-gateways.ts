import { CARRIERS, isRecord, type Carrier } from '@court/contract';

/** A carrier's e-mail-to-text gateway: mail to <10 digits>@<domain> arrives as a text. */
export interface CarrierGateway {
  domain: string;
  /** Month (YYYY-MM) the carrier shut the gateway down; null while it still delivers. */
  retiredSince: string | null;
}

export type CarrierGatewayTable = Readonly<Record<Carrier, CarrierGateway>>;

/**
 * The gateways of the carriers the sign-up offers, as known in 2026. Retired ones stay listed
 * so staff see why a juror cannot be texted; SMS_GATEWAYS overrides any entry.
 */
export const DEFAULT_CARRIER_GATEWAYS: CarrierGatewayTable = {
  'AT&T': { domain: 'txt.att.net', retiredSince: '2025-06' },
  Verizon: { domain: 'vtext.com', retiredSince: null },
  // Sprint, Sprint PCS and MetroPCS customers are T-Mobile's now, and share its retirement.
  Sprint: { domain: 'messaging.sprintpcs.com', retiredSince: '2024-12' },
  // The Alltel brand ended when Verizon took over its last customers.
  Alltel: { domain: 'text.wireless.alltel.com', retiredSince: '2013-01' },
  'T-Mobile': { domain: 'tmomail.net', retiredSince: '2024-12' },
  'Sprint PCS': { domain: 'messaging.sprintpcs.com', retiredSince: '2024-12' },
  'Boost Mobile': { domain: 'sms.myboostmobile.com', retiredSince: null },
  'US Cellular': { domain: 'email.uscc.net', retiredSince: null },
  // Virgin Mobile USA closed in 2020 and moved its customers to Boost Mobile.
  'Virgin Mobile': { domain: 'vmobl.com', retiredSince: '2020-02' },
  MetroPCS: { domain: 'mymetropcs.com', retiredSince: '2024-12' },
};

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

function isCarrier(name: string): name is Carrier {
  return (CARRIERS as readonly string[]).includes(name);
}

function readEntry(carrier: string, value: unknown): CarrierGateway {
  const where = `SMS_GATEWAYS["${carrier}"]`;
  if (typeof value === 'string') {
    if (!DOMAIN.test(value)) throw new Error(`${where} must be a domain, got "${value}"`);
    return { domain: value.toLowerCase(), retiredSince: null };
  }
  if (isRecord(value)) {
    const { domain, retiredSince = null } = value;
    if (typeof domain !== 'string' || !DOMAIN.test(domain)) {
      throw new Error(`${where}.domain must be a domain`);
    }
    if (retiredSince !== null && (typeof retiredSince !== 'string' || !MONTH.test(retiredSince))) {
      throw new Error(`${where}.retiredSince must be YYYY-MM or null`);
    }
    return { domain: domain.toLowerCase(), retiredSince };
  }
  throw new Error(`${where} must be a domain or { "domain": ..., "retiredSince": ... }`);
}

/**
 * The gateway table with SMS_GATEWAYS laid over the defaults. The JSON maps carrier names of
 * the sign-up to a domain ("vtext.com") or to { "domain", "retiredSince": "YYYY-MM" | null }.
 * Throws on malformed JSON, an unknown carrier or a bad domain, so a typo stops the start.
 */
export function parseCarrierGateways(json: string | null): CarrierGatewayTable {
  if (json === null) return DEFAULT_CARRIER_GATEWAYS;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error('SMS_GATEWAYS must be a JSON object');
  }
  if (!isRecord(parsed)) {
    throw new Error('SMS_GATEWAYS must be a JSON object');
  }
  const table: Record<Carrier, CarrierGateway> = { ...DEFAULT_CARRIER_GATEWAYS };
  for (const [carrier, value] of Object.entries(parsed)) {
    if (!isCarrier(carrier)) {
      throw new Error(`SMS_GATEWAYS names an unknown carrier "${carrier}"; use one of CARRIERS`);
    }
    table[carrier] = readEntry(carrier, value);
  }
  return table;
}
