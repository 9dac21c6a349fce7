import { storedLanguage } from '@court/contract';
import type { Kysely } from 'kysely';
import type { CourtInfo } from '@court/contract';
import { recordAudit, type AuditContext } from '../audit';
import type { JurySettings } from './jury-deps';
import { readPublishedCourtFacts } from '../content';
import type { Clock } from '../platform/clock';
import type { Database } from '../platform/database/schema';
import { insertOutboxMessage } from '../platform/mail/outbox-repository';
import { routeText } from '../platform/sms/text-routing';
import { jurorNoticeEmail, jurorNoticeTexts } from './juror-notice-mail';
import {
  listReceivingRegistrations,
  type NoticeRecipientRow,
} from './juror-notice-recipient-repository';
import {
  claimDueJurorNotice,
  findDueJurorNoticeIds,
  findJurorNotice,
  insertNoticeDelivery,
  insertNoticeMessage,
  type JurorNoticeRow,
} from './juror-notice-repository';
import { emailStopLinks, textStopLink } from './juror-stop-service';

export interface NoticeDispatchDeps {
  db: Kysely<Database>;
  clock: Clock;
  config: Pick<JurySettings, 'publicSiteUrl' | 'signingSecret' | 'sms'>;
}

/** What queuing a notice came to, by delivery. */
export interface DispatchReport {
  emails: number;
  texts: number;
  unreachable: number;
}

/** Notices the scheduled job queues per run at most; the rest wait a minute. */
const DUE_NOTICES_PER_RUN = 20;

/** One notice's sending: its transaction, the facts it names, the notice, when. */
interface NoticeSending {
  trx: Kysely<Database>;
  court: CourtInfo;
  notice: JurorNoticeRow;
  now: Date;
}

async function queueEmail(
  deps: NoticeDispatchDeps,
  { trx, court, notice, now }: NoticeSending,
  recipient: NoticeRecipientRow & { email: string },
): Promise<boolean> {
  const deliveryId = await insertNoticeDelivery(trx, {
    noticeId: notice.id,
    registrationId: recipient.id,
    channel: 'email',
    destination: recipient.email,
    status: 'queued',
    reason: null,
    createdAt: now.toISOString(),
  });
  if (deliveryId === undefined) return false;
  const language = storedLanguage(recipient.language);
  const mail = jurorNoticeEmail(
    court,
    language,
    notice.serveDate,
    notice.message,
    emailStopLinks(deps.config, recipient.id, language),
  );
  const outboxMessageId = await insertOutboxMessage(
    trx,
    { toAddress: recipient.email, ...mail },
    now,
  );
  await insertNoticeMessage(trx, { outboxMessageId, deliveryId, part: 1 });
  return true;
}

async function queueText(
  deps: NoticeDispatchDeps,
  { trx, court, notice, now }: NoticeSending,
  recipient: NoticeRecipientRow & { cellphone: string },
): Promise<'queued' | 'unreachable' | null> {
  const route = routeText(deps.config.sms, recipient.cellphone, recipient.carrier);
  const deliveryId = await insertNoticeDelivery(trx, {
    noticeId: notice.id,
    registrationId: recipient.id,
    channel: 'sms',
    destination: recipient.cellphone,
    status: route.kind === 'unreachable' ? 'unreachable' : 'queued',
    reason: route.kind === 'unreachable' ? route.reason : null,
    createdAt: now.toISOString(),
  });
  if (deliveryId === undefined) return null;
  if (route.kind === 'unreachable') return 'unreachable';
  const parts = jurorNoticeTexts(
    court,
    storedLanguage(recipient.language),
    notice.message,
    textStopLink(deps.config, recipient.id),
  );
  for (const [index, text] of parts.entries()) {
    // A gateway text is a short plain e-mail; a provider text goes to the SMS sender.
    const outboxMessageId = await insertOutboxMessage(
      trx,
      route.kind === 'gateway'
        ? { toAddress: route.address, subject: '', bodyText: text }
        : { toAddress: route.number, subject: '', bodyText: text, channel: 'sms' },
      now,
    );
    await insertNoticeMessage(trx, { outboxMessageId, deliveryId, part: index + 1 });
  }
  return 'queued';
}

/**
 * Sends a due notice: claims it and queues, in one transaction, an e-mail to each e-mail
 * address and a text (one outbox message per part) to each cellphone of the registrations for
 * its service date that have not stopped notices, plus the audit row (jury.notice.send). Texts
 * that cannot go are recorded as unreachable with the reason. Answers null when the notice was
 * not there to claim (not due, already sent or cancelled, or claimed by another process), so a
 * notice is sent once however often this runs.
 */
export async function dispatchJurorNotice(
  deps: NoticeDispatchDeps,
  noticeId: number,
  now: Date,
  audit: AuditContext,
): Promise<DispatchReport | null> {
  return deps.db.transaction().execute(async (trx) => {
    if (!(await claimDueJurorNotice(trx, noticeId, now))) return null;
    const notice = await findJurorNotice(trx, noticeId);
    if (!notice) return null;
    const report: DispatchReport = { emails: 0, texts: 0, unreachable: 0 };
    const sending = {
      trx,
      court: await readPublishedCourtFacts(trx, now),
      notice,
      now,
    };
    for (const recipient of await listReceivingRegistrations(trx, notice.serveDate)) {
      const { email, cellphone } = recipient;
      if (email && (await queueEmail(deps, sending, { ...recipient, email }))) {
        report.emails += 1;
      }
      if (cellphone) {
        const outcome = await queueText(deps, sending, { ...recipient, cellphone });
        if (outcome === 'queued') report.texts += 1;
        if (outcome === 'unreachable') report.unreachable += 1;
      }
    }
    await recordAudit(trx, deps.clock, audit, {
      action: 'jury.notice.send',
      subjectType: 'juror_notice',
      subjectId: String(notice.id),
      details: { serveDate: notice.serveDate, ...report },
    });
    return report;
  });
}

/**
 * The scheduled job: sends every scheduled notice whose time has come. Each is claimed on its
 * own, so several API processes running this at once still send each notice once. Answers how
 * many this call sent.
 */
export async function dispatchDueJurorNotices(
  deps: NoticeDispatchDeps,
  now: Date,
): Promise<number> {
  let sent = 0;
  for (const id of await findDueJurorNoticeIds(deps.db, now, DUE_NOTICES_PER_RUN)) {
    const report = await dispatchJurorNotice(deps, id, now, { actor: null, requestId: null });
    if (report) sent += 1;
  }
  return sent;
}
