import type { Kysely } from 'kysely';
import {
  type AlertsResponse,
  courtTimeOf,
  courtTimeToInstant,
  type Language,
  type PublicAlert,
  type StaffAlert,
  type StaffAlertList,
} from '@court/contract';
import { alertRequestSchema } from '@court/contract/schemas';
import { recordAudit } from '../audit';
import { authorizeStaff, type SignedInStaff } from '../platform/authorization';
import type { Clock } from '../platform/clock';
import type { Database } from '../platform/database/schema';
import { ClientError } from '../platform/errors';
import { readBody } from '../platform/read-with-schema';
import {
  findSiteAlert,
  insertSiteAlert,
  listAlertsForStaff,
  listAlertsInForce,
  updateSiteAlert,
  type NewSiteAlert,
  type SiteAlertRow,
} from './site-alert-repository';

export interface SiteAlertDeps {
  db: Kysely<Database>;
  clock: Clock;
}

/** Ended alerts the staff list keeps showing, newest first. */
const LISTED_ENDED_ALERTS = 20;

/** The alerts in force now, in one language, the most urgent first. */
export async function listPublicAlerts(
  deps: SiteAlertDeps,
  language: Language,
): Promise<AlertsResponse> {
  const rows = await listAlertsInForce(deps.db, deps.clock.now().toISOString());
  return { alerts: rows.map((row) => toPublicAlert(row, language)) };
}

function toPublicAlert(row: SiteAlertRow, language: Language): PublicAlert {
  const es = language === 'es';
  const linkText = es ? row.linkTextEs : row.linkTextEn;
  return {
    id: row.id,
    severity: row.severity,
    placement: row.placement,
    heading: es ? row.headingEs : row.headingEn,
    body: es ? row.bodyEs : row.bodyEn,
    link: row.linkUrl && linkText ? { url: row.linkUrl, text: linkText } : null,
  };
}

function toStaffAlert(row: SiteAlertRow, now: Date): StaffAlert {
  const start = courtTimeOf(new Date(row.startsAt));
  const end = courtTimeOf(new Date(row.endsAt));
  const at = now.toISOString();
  return {
    id: row.id,
    state: row.endsAt <= at ? 'ended' : row.startsAt <= at ? 'inForce' : 'scheduled',
    severity: row.severity,
    placement: row.placement,
    headingEn: row.headingEn,
    headingEs: row.headingEs,
    bodyEn: row.bodyEn,
    bodyEs: row.bodyEs,
    linkUrl: row.linkUrl ?? '',
    linkTextEn: row.linkTextEn ?? '',
    linkTextEs: row.linkTextEs ?? '',
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt,
  };
}

/** The alerts not yet ended, then the latest ended ones, for staff with the alerts role. */
export async function listAlertsForStaffUser(
  deps: SiteAlertDeps,
  user: SignedInStaff | null,
): Promise<StaffAlertList> {
  authorizeStaff(user, ['alerts']);
  const now = deps.clock.now();
  const rows = await listAlertsForStaff(deps.db, now.toISOString(), LISTED_ENDED_ALERTS);
  return { alerts: rows.map((row) => toStaffAlert(row, now)) };
}

type AlertContent = Omit<NewSiteAlert, 'updatedBy' | 'updatedAt'>;

/**
 * The form's answers, checked by the contract's schema; every problem at once as
 * InvalidInputError. Start and end are read in the court's time zone.
 */
function parseAlert(input: unknown, now: Date): AlertContent {
  const answers = readBody(alertRequestSchema(now), input);
  const hasLink = answers.linkUrl !== '';
  return {
    severity: answers.severity,
    placement: answers.placement,
    headingEn: answers.headingEn,
    headingEs: answers.headingEs,
    bodyEn: answers.bodyEn,
    bodyEs: answers.bodyEs,
    linkUrl: hasLink ? answers.linkUrl : null,
    linkTextEn: hasLink ? answers.linkTextEn : null,
    linkTextEs: hasLink ? answers.linkTextEs : null,
    startsAt: courtTimeToInstant(answers.startDate, answers.startTime).toISOString(),
    endsAt: courtTimeToInstant(answers.endDate, answers.endTime).toISOString(),
  };
}

/** What the audit log keeps of an alert: its shape and times, never its text. */
function auditDetails(alert: Pick<SiteAlertRow, 'severity' | 'placement' | 'startsAt' | 'endsAt'>) {
  return {
    severity: alert.severity,
    placement: alert.placement,
    startsAt: alert.startsAt,
    endsAt: alert.endsAt,
  };
}

async function alertOr404(db: Kysely<Database>, id: number): Promise<SiteAlertRow> {
  const row = await findSiteAlert(db, id);
  if (!row) throw new ClientError(404, 'notFound');
  return row;
}

/**
 * An emergency banner reaches every visitor at once: posting one, or changing one to be one,
 * needs a second factor proved within the last minutes. The route passes its request's check;
 * the service asks it of the alert as read, so no spelling of "emergency" passes unasked.
 */
export type EmergencyStepUp = () => Promise<void>;

/** Reads an alert from the request, asking for the step-up when it is an emergency. */
async function readAlert(
  input: unknown,
  now: Date,
  staff: SignedInStaff,
  stepUp: EmergencyStepUp,
): Promise<NewSiteAlert> {
  const alert = {
    ...parseAlert(input, now),
    updatedBy: staff.username,
    updatedAt: now.toISOString(),
  };
  if (alert.severity === 'emergency') await stepUp();
  return alert;
}

/** Stores a new alert with its audit row (alerts.create) in one transaction. */
export async function createSiteAlert(
  deps: SiteAlertDeps,
  user: SignedInStaff | null,
  input: unknown,
  requestId: string,
  stepUp: EmergencyStepUp,
): Promise<StaffAlert> {
  const staff = authorizeStaff(user, ['alerts']);
  const now = deps.clock.now();
  const alert = await readAlert(input, now, staff, stepUp);
  const id = await deps.db.transaction().execute(async (trx) => {
    const newId = await insertSiteAlert(trx, alert);
    await recordAudit(
      trx,
      deps.clock,
      { actor: staff.username, requestId },
      {
        action: 'alerts.create',
        subjectType: 'site_alert',
        subjectId: String(newId),
        details: auditDetails(alert),
      },
    );
    return newId;
  });
  return toStaffAlert(await alertOr404(deps.db, id), now);
}

/** Replaces an alert that has not ended, with its audit row (alerts.update). */
export async function editSiteAlert(
  deps: SiteAlertDeps,
  user: SignedInStaff | null,
  id: number,
  input: unknown,
  requestId: string,
  stepUp: EmergencyStepUp,
): Promise<StaffAlert> {
  const staff = authorizeStaff(user, ['alerts']);
  const now = deps.clock.now();
  const existing = await alertOr404(deps.db, id);
  if (existing.endsAt <= now.toISOString()) throw new ClientError(409, 'alert.ended');
  const alert = await readAlert(input, now, staff, stepUp);
  await deps.db.transaction().execute(async (trx) => {
    await updateSiteAlert(trx, id, alert);
    await recordAudit(
      trx,
      deps.clock,
      { actor: staff.username, requestId },
      {
        action: 'alerts.update',
        subjectType: 'site_alert',
        subjectId: String(id),
        details: auditDetails(alert),
      },
    );
  });
  return toStaffAlert(await alertOr404(deps.db, id), now);
}

/**
 * Ends an alert now, with its audit row (alerts.end); a scheduled one then never shows. An
 * alert that has already ended is a 409.
 */
export async function endSiteAlert(
  deps: SiteAlertDeps,
  user: SignedInStaff | null,
  id: number,
  requestId: string,
): Promise<StaffAlert> {
  const staff = authorizeStaff(user, ['alerts']);
  const now = deps.clock.now();
  const at = now.toISOString();
  const existing = await alertOr404(deps.db, id);
  if (existing.endsAt <= at) throw new ClientError(409, 'alert.ended');
  // A scheduled alert ended now starts now too: it never shows, and reads as ended.
  const startsAt = existing.startsAt > at ? at : existing.startsAt;
  const endsAt = at;
  await deps.db.transaction().execute(async (trx) => {
    await updateSiteAlert(trx, id, { startsAt, endsAt, updatedBy: staff.username, updatedAt: at });
    await recordAudit(
      trx,
      deps.clock,
      { actor: staff.username, requestId },
      {
        action: 'alerts.end',
        subjectType: 'site_alert',
        subjectId: String(id),
        details: auditDetails({ ...existing, startsAt, endsAt }),
      },
    );
  });
  return toStaffAlert(await alertOr404(deps.db, id), now);
}
