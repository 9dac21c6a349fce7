import type { Kysely } from 'kysely';
import {
  API_BASE,
  JUROR_STOP_ENDPOINT,
  JUROR_STOP_PAGE,
  SHORT_STOP_LINK_PREFIX,
  type JurorStopStatus,
  type Language,
} from '@court/contract';
import type { JurySettings } from './jury-deps';
import type { Clock } from '../platform/clock';
import type { Database } from '../platform/database/schema';
import { ClientError } from '../platform/errors';
import type { EmailStopLinks } from './juror-notice-mail';
import {
  findRegistrationStopState,
  markRegistrationStopped,
} from './juror-notice-recipient-repository';
import { createJurorStopToken, readJurorStopToken } from './juror-stop-token';

export type StopLinkConfig = Pick<JurySettings, 'publicSiteUrl' | 'unsubscribeSecret'>;

export interface JurorStopDeps {
  db: Kysely<Database>;
  clock: Clock;
  config: StopLinkConfig;
}

/** The registration's language as stored; anything unexpected reads as English. */
export function registrationLanguage(stored: string): Language {
  return stored === 'es' ? 'es' : 'en';
}

/** The stop page's path for a token, under /es/ for Spanish: where short links redirect. */
export function stopPagePath(language: Language, token: string): string {
  const prefix = language === 'es' ? '/es/' : '/';
  return `${prefix}${JUROR_STOP_PAGE}?token=${encodeURIComponent(token)}`;
}

/** The page link and the one-click address of a registration's notice e-mail. */
export function emailStopLinks(
  config: StopLinkConfig,
  registrationId: number,
  language: Language,
): EmailStopLinks {
  const token = createJurorStopToken(config.unsubscribeSecret, {
    registrationId,
    channel: 'email',
  });
  return {
    page: `${config.publicSiteUrl}${stopPagePath(language, token)}`,
    oneClick: `${config.publicSiteUrl}${API_BASE}/${JUROR_STOP_ENDPOINT}?token=${token}`,
  };
}

/** The short link a registration's texts end with: /u/<token>. */
export function textStopLink(config: StopLinkConfig, registrationId: number): string {
  const token = createJurorStopToken(config.unsubscribeSecret, {
    registrationId,
    channel: 'sms',
  });
  return `${config.publicSiteUrl}${SHORT_STOP_LINK_PREFIX}${token}`;
}

/** A registration id as long as any the court will reach, for a link of a realistic length. */
const SAMPLE_REGISTRATION_ID = 9_999_999;

/** A text's stop link as long as a real one, for counting a text's parts before it is sent. */
export function sampleTextStopLink(config: StopLinkConfig): string {
  return textStopLink(config, SAMPLE_REGISTRATION_ID);
}

function readToken(config: StopLinkConfig, token: unknown) {
  const claim = readJurorStopToken(config.unsubscribeSecret, token);
  if (!claim) throw new ClientError(400, 'juror.unsubscribe.invalid');
  return claim;
}

/**
 * Where the notices of a stop token's registration stand, for its confirmation page. A token
 * that is malformed, altered or forged throws ClientError 400 (juror.unsubscribe.invalid). A
 * registration deleted since receives nothing any more: its notices read as stopped.
 */
export async function getJurorStopStatus(
  deps: JurorStopDeps,
  token: unknown,
): Promise<JurorStopStatus> {
  const claim = readToken(deps.config, token);
  const row = await findRegistrationStopState(deps.db, claim.registrationId);
  if (!row) return { state: 'unsubscribed', language: 'en', serveDate: null };
  return {
    state: row.stoppedAt === null ? 'subscribed' : 'unsubscribed',
    language: registrationLanguage(row.language),
    serveDate: row.serveDate,
  };
}

/**
 * Stops the notices of a stop token's registration: the one-click POST of a mail client, or the
 * confirmation page's button. The signed token is the only authority needed. Stopping twice is
 * fine; an invalid token throws ClientError 400 and changes nothing.
 */
export async function stopJurorNotices(
  deps: JurorStopDeps,
  token: unknown,
): Promise<JurorStopStatus> {
  const claim = readToken(deps.config, token);
  await markRegistrationStopped(deps.db, claim.registrationId, deps.clock.now(), claim.channel);
  const row = await findRegistrationStopState(deps.db, claim.registrationId);
  return {
    state: 'unsubscribed',
    language: row ? registrationLanguage(row.language) : 'en',
    serveDate: row?.serveDate ?? null,
  };
}

/**
 * Where a stop link opened in a browser leads (the short link of a text, or the one-click
 * address opened by hand): the stop page in the registration's language, carrying the token.
 * An invalid token still leads to the (English) page, which then says it is not valid.
 */
export async function stopPageForToken(deps: JurorStopDeps, token: string): Promise<string> {
  return (await jurorStopPage(deps, token)) ?? stopPagePath('en', token);
}

/** The stop page of a juror's token, in the registration's language; null for any other token. */
export async function jurorStopPage(deps: JurorStopDeps, token: string): Promise<string | null> {
  const claim = readJurorStopToken(deps.config.unsubscribeSecret, token);
  if (!claim) return null;
  const row = await findRegistrationStopState(deps.db, claim.registrationId);
  return stopPagePath(row ? registrationLanguage(row.language) : 'en', token);
}
