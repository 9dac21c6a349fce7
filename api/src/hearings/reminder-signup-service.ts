import type { Kysely } from 'kysely';
import {
  courtNameIn,
  REMINDER_CODE_ATTEMPTS,
  REMINDER_CODE_MINUTES,
  TEXT_CONSENT_WORDING,
  formatCaseNumber,
  type CourtDateReminderOptions,
  type Language,
  type NoticeChannel,
  type ReminderHearing,
  type ReminderSignupState,
  storedLanguage,
} from '@court/contract';
import { reminderCodeRequestSchema, type CourtDateReminderRequest } from '@court/contract/schemas';
import type { HearingsSettings } from './hearings-deps';
import { readPublishedCourtFacts } from '../content';
import type { Clock } from '../platform/clock';
import type { Database } from '../platform/database/schema';
import { ClientError, InvalidInputError } from '../platform/errors';
import { insertOutboxMessage } from '../platform/mail/outbox-repository';
import { readBody, readValue } from '../platform/read-with-schema';
import { routeText } from '../platform/sms/text-routing';
import { countReminderCode } from './reminder-code-quota';
import {
  newReminderCode,
  reminderCodeHash,
  reminderCodeMatches,
  reminderSignupTokenMatches,
} from './reminder-codes';
import {
  countReminderCodeAttempt,
  findReminderSignupByReference,
  listContactsOfSignup,
  listUpcomingHearings,
  stopEarlierContacts,
  updateReminderContact,
  type ReminderContactRow,
  type ReminderSignupRow,
} from './reminder-repository';
import { codeEmail, codeText } from './reminder-wording';
import type { HearingRow } from './hearing-repository';

export interface ReminderSignupDeps {
  db: Kysely<Database>;
  clock: Clock;
  config: Pick<HearingsSettings, 'signingSecret' | 'sms'>;
}

/** How the court sends texts, as the sign-up page offers them. */
export function reminderOptions(config: Pick<HearingsSettings, 'sms'>): CourtDateReminderOptions {
  if (config.sms.sender === 'none') return { texts: 'off' };
  return { texts: config.sms.sender === 'http' ? 'direct' : 'carrier' };
}

export function toReminderHearing(row: HearingRow): ReminderHearing {
  return {
    date: row.hearingDate,
    time: row.hearingTime,
    courtroom: row.courtroom,
    hearingType: row.hearingType,
  };
}

/** "(•••) •••-0123" and "j•••@example.org": enough for the person to know which it is. */
function maskedDestination(channel: NoticeChannel, destination: string): string {
  if (channel === 'sms') return `(•••) •••-${destination.slice(-4)}`;
  const [local = '', domain = ''] = destination.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

/**
 * Sends a new code to a contact, in the caller's transaction: the code's HMAC and expiry are
 * stored, the attempts start again, and the message goes through the outbox at once (the person
 * is waiting for it, so quiet hours do not hold it). A destination sent its most codes for the
 * hour or day is refused (400) with the message under `field`, and the transaction undone.
 */
export async function sendReminderCode(
  trx: Kysely<Database>,
  deps: ReminderSignupDeps,
  signup: Pick<ReminderSignupRow, 'reference' | 'language'>,
  contact: Pick<ReminderContactRow, 'id' | 'channel' | 'destination' | 'carrier' | 'codesSent'>,
  now: Date,
  field: string,
): Promise<void> {
  const full = await countReminderCode(trx, deps.config.signingSecret, contact, now);
  if (full !== null) throw new InvalidInputError({ [field]: full });
  const code = newReminderCode();
  const language = storedLanguage(signup.language);
  await updateReminderContact(trx, contact.id, {
    codeHash: reminderCodeHash(deps.config.signingSecret, signup.reference, contact.channel, code),
    codeExpiresAt: new Date(now.getTime() + REMINDER_CODE_MINUTES * 60_000).toISOString(),
    codeAttempts: 0,
    codesSent: contact.codesSent + 1,
  });
  const court = await readPublishedCourtFacts(trx, now);
  if (contact.channel === 'email') {
    const mail = codeEmail(courtNameIn(court, language), code, language, REMINDER_CODE_MINUTES);
    await insertOutboxMessage(trx, { toAddress: contact.destination, ...mail }, now);
    return;
  }
  const route = routeText(deps.config.sms, contact.destination, contact.carrier);
  if (route.kind === 'unreachable')
    throw new InvalidInputError({ cellphone: 'reminders.texts.off' });
  const text = codeText(courtNameIn(court, language), code, language);
  await insertOutboxMessage(
    trx,
    route.kind === 'gateway'
      ? { toAddress: route.address, subject: '', bodyText: text }
      : { toAddress: route.number, subject: '', bodyText: text, channel: 'sms' },
    now,
  );
}

/** The consent to texts as stored with a text contact: the wording shown, in its language. */
export function textConsentWording(language: Language): string {
  return TEXT_CONSENT_WORDING[language];
}

/** Where a sign-up stands: its channels, its next hearing, when its codes stop working. */
export async function reminderSignupState(
  deps: ReminderSignupDeps,
  signup: ReminderSignupRow,
): Promise<ReminderSignupState> {
  const contacts = await listContactsOfSignup(deps.db, signup.id);
  const [next] = await listUpcomingHearings(
    deps.db,
    signup.caseNumber,
    signup.lastName,
    deps.clock.now(),
  );
  const expiries = contacts.flatMap((contact) =>
    contact.confirmedAt === null && contact.codeExpiresAt ? [contact.codeExpiresAt] : [],
  );
  return {
    caseNumber: formatCaseNumber(signup.caseNumber),
    channels: contacts.map((contact) => ({
      channel: contact.channel,
      destination: maskedDestination(contact.channel, contact.destination),
      confirmed: contact.confirmedAt !== null,
    })),
    nextHearing: next ? toReminderHearing(next) : null,
    codesExpireAt: expiries.sort().at(-1) ?? signup.createdAt,
  };
}

/** The sign-up a request of the confirm step names, once its token is right. */
async function provedSignup(deps: ReminderSignupDeps, body: unknown): Promise<ReminderSignupRow> {
  const { reference, signupToken } = readBody(
    reminderCodeRequestSchema.pick(['reference', 'signupToken']),
    body,
  );
  const signup =
    reference === '' ? undefined : await findReminderSignupByReference(deps.db, reference);
  // An unknown reference and a wrong token answer alike: neither tells whether a sign-up exists.
  if (!signup || !reminderSignupTokenMatches(deps.config.signingSecret, reference, signupToken)) {
    throw new ClientError(404, 'reminders.signup.unknown');
  }
  return signup;
}

/** The sign-up and contact a confirm or resend request names, once its token is right. */
async function requestedContact(
  deps: ReminderSignupDeps,
  body: unknown,
): Promise<{ signup: ReminderSignupRow; contact: ReminderContactRow }> {
  const signup = await provedSignup(deps, body);
  // Told under `code`, the one field of the step's form.
  const asked = readValue(reminderCodeRequestSchema.pick(['channel']), body);
  if (asked.problem !== null) throw new InvalidInputError({ code: asked.problem });
  const contact = (await listContactsOfSignup(deps.db, signup.id)).find(
    (candidate) => candidate.channel === asked.value.channel,
  );
  if (!contact) throw new ClientError(404, 'reminders.signup.unknown');
  return { signup, contact };
}

/**
 * The answers a sign-up was made with, for the visitor who goes back from the confirm step to
 * change a number or address: read from what the court stored, once the sign-up's token is right.
 */
export async function reminderSignupAnswers(
  deps: ReminderSignupDeps,
  body: unknown,
): Promise<CourtDateReminderRequest> {
  const signup = await provedSignup(deps, body);
  const contacts = await listContactsOfSignup(deps.db, signup.id);
  const text = contacts.find(({ channel }) => channel === 'sms');
  const email = contacts.find(({ channel }) => channel === 'email');
  return {
    caseNumber: formatCaseNumber(signup.caseNumber),
    lastName: signup.lastName,
    remindBy: text && email ? 'both' : text ? 'text' : 'email',
    cellphone: text?.destination ?? '',
    carrier: text?.carrier ?? '',
    email: email?.destination ?? '',
    reminderLanguage: storedLanguage(signup.language),
    // Ticked when it was given, as the page keeps it when its script takes the visitor back.
    textConsent: text !== undefined,
  };
}

/**
 * Confirms one channel of a sign-up with the code sent to it. A wrong code counts an attempt;
 * after REMINDER_CODE_ATTEMPTS, or once the code has expired, only a new code helps. Confirming
 * stops the earlier sign-ups of the same case that reach the same phone or address, so signing
 * up again never doubles the reminders. Confirming twice is fine.
 */
export async function confirmReminderContact(
  deps: ReminderSignupDeps,
  body: unknown,
): Promise<ReminderSignupState> {
  const { signup, contact } = await requestedContact(deps, body);
  if (contact.confirmedAt === null) {
    const now = deps.clock.now();
    const { code } = readBody(reminderCodeRequestSchema.pick(['code']), body);
    if (contact.codeHash === null || (contact.codeExpiresAt ?? '') <= now.toISOString()) {
      throw new InvalidInputError({ code: 'reminders.code.expired' });
    }
    // The attempt is counted before the code is checked, in one statement that refuses once the
    // count is full: parallel guesses cannot get more than REMINDER_CODE_ATTEMPTS checks.
    const attempts = await countReminderCodeAttempt(deps.db, contact.id, REMINDER_CODE_ATTEMPTS);
    if (attempts === null) throw new InvalidInputError({ code: 'reminders.code.tooMany' });
    const secret = deps.config.signingSecret;
    if (!reminderCodeMatches(secret, signup.reference, contact.channel, code, contact.codeHash)) {
      const last = attempts >= REMINDER_CODE_ATTEMPTS;
      throw new InvalidInputError({
        code: last ? 'reminders.code.tooMany' : 'reminders.code.wrong',
      });
    }
    await deps.db.transaction().execute(async (trx) => {
      await updateReminderContact(trx, contact.id, {
        confirmedAt: now.toISOString(),
        codeHash: null,
        codeExpiresAt: null,
      });
      await stopEarlierContacts(trx, contact, signup.caseNumber, now);
    });
  }
  return reminderSignupState(deps, signup);
}

/** Most codes one channel of a sign-up may be sent: enough for a lost message or two. */
const MAX_CODES_PER_CONTACT = 5;

/** Sends a new code to a channel not yet confirmed. */
export async function resendReminderCode(
  deps: ReminderSignupDeps,
  body: unknown,
): Promise<ReminderSignupState> {
  const { signup, contact } = await requestedContact(deps, body);
  if (contact.confirmedAt === null) {
    if (contact.codesSent >= MAX_CODES_PER_CONTACT) {
      throw new ClientError(429, 'reminders.code.tooMany');
    }
    await deps.db.transaction().execute(async (trx) => {
      await sendReminderCode(trx, deps, signup, contact, deps.clock.now(), 'code');
    });
  }
  return reminderSignupState(deps, signup);
}
