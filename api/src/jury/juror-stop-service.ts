import type { Kysely } from 'kysely';
import {
  API_BASE,
  JUROR_STOP_ENDPOINT,
  JUROR_STOP_PAGE,
  SHORT_STOP_LINK_PREFIX,
  type JurorStopStatus,
  type Language,
  storedLanguage,
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
import { stopPageAddress, type StopLinks } from '../platform/stop-links/stop-links';

export type StopLinkConfig = Pick<JurySettings, 'publicSiteUrl' | 'signingSecret'>;

export interface JurorStopDeps {
  db: Kysely<Database>;
  clock: Clock;
  config: StopLinkConfig;
}

/** The stop page's path for a token, under /es/ for Spanish: where stop links lead. */
export function stopPagePath(language: Language, token: string): string {
  return stopPageAddress(JUROR_STOP_PAGE, language, token);
}

/** The page link and the one-click address of a registration's notice e-mail. */
export function emailStopLinks(
  config: StopLinkConfig,
  registrationId: number,
  language: Language,
): EmailStopLinks {
  const token = createJurorStopToken(config.signingSecret, {
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
  const token = createJurorStopToken(config.signingSecret, {
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
  const claim = readJurorStopToken(config.signingSecret, token);
  if (!claim) throw new ClientError(400, 'juror.stop.invalid');
  return claim;
}

/**
 * Where the notices of a registration stand, for its stop page. A registration deleted since
 * receives nothing any more: its notices read as stopped.
 */
async function statusOf(deps: JurorStopDeps, registrationId: number): Promise<JurorStopStatus> {
  const row = await findRegistrationStopState(deps.db, registrationId);
  if (!row) return { state: 'stopped', language: 'en', serveDate: null };
  return {
    state: row.stoppedAt === null ? 'sending' : 'stopped',
    language: storedLanguage(row.language),
    serveDate: row.serveDate,
  };
}

/**
 * A juror's stop links: the token names one registration, and stopping it stops every notice
 * of that service date by mail and by text. The signed token is the only authority needed.
 */
export function jurorStopLinks(deps: JurorStopDeps): StopLinks<JurorStopStatus> {
  return {
    endpoint: JUROR_STOP_ENDPOINT,
    page: JUROR_STOP_PAGE,
    status: async (token) => statusOf(deps, readToken(deps.config, token).registrationId),
    async stop(token) {
      const claim = readToken(deps.config, token);
      await markRegistrationStopped(deps.db, claim.registrationId, deps.clock.now(), claim.channel);
      return statusOf(deps, claim.registrationId);
    },
    async pageOf(token) {
      const claim = readJurorStopToken(deps.config.signingSecret, token);
      if (!claim) return null;
      const row = await findRegistrationStopState(deps.db, claim.registrationId);
      return stopPagePath(row ? storedLanguage(row.language) : 'en', token);
    },
  };
}
