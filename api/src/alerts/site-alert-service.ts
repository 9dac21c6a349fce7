import type { Kysely } from 'kysely';
import {
  ALERT_BODY_MAX_LENGTH,
  ALERT_HEADING_MAX_LENGTH,
  ALERT_LINK_TEXT_MAX_LENGTH,
  ALERT_LINK_URL_MAX_LENGTH,
  ALERT_PLACEMENTS,
  ALERT_SEVERITIES,
  type AlertPlacement,
  type AlertSeverity,
  type AlertsResponse,
  courtTimeOf,
  courtTimeToInstant,
  isCalendarDate,
  isRecord,
  type Language,
  type PublicAlert,
  type StaffAlert,
  type StaffAlertList,
} from '@court/contract';
import { recordAudit } from '../audit';
import { authorizeStaff, type SignedInStaff } from '../platform/authorization';
import type { Clock } from '../platform/clock';
import type { Database } from '../platform/database/schema';
import { ClientError, InvalidInputError } from '../platform/errors';
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

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
/** A web address on the open web, or a path on this site (never "//host", which leaves it). */
const LINK_URL = /^(https:\/\/[^\s]+|\/(?!\/)[^\s]*)$/;

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

function trimmed(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Characters as a person counts them: an accented letter or an emoji is one. */
function length(text: string): number {
  return Array.from(text).length;
}

type AlertContent = Omit<NewSiteAlert, 'updatedBy' | 'updatedAt'>;

/**
 * The form's answers, checked; every problem at once as InvalidInputError. Start and end are
 * read in the court's time zone; the end must follow the start and lie ahead of `now`.
 */
function parseAlert(input: unknown, now: Date): AlertContent {
  const fields = isRecord(input) ? input : {};
  const errors: Record<string, string> = {};
  // "Required" names the field's language (the form asks for each text twice); "too long" the
  // limit, which both languages share.
  const text = (field: string, code: string, max: number, required = true): string => {
    const value = trimmed(fields[field]);
    if (value === '') {
      if (required) errors[field] = `alert.${field}.required`;
    } else if (length(value) > max) errors[field] = `alert.${code}.tooLong`;
    return value;
  };

  const severity = trimmed(fields.severity);
  if (!ALERT_SEVERITIES.includes(severity as AlertSeverity)) {
    errors.severity = 'alert.severity.required';
  }
  const placement = trimmed(fields.placement);
  if (!ALERT_PLACEMENTS.includes(placement as AlertPlacement)) {
    errors.placement = 'alert.placement.required';
  }
  const headingEn = text('headingEn', 'heading', ALERT_HEADING_MAX_LENGTH);
  const headingEs = text('headingEs', 'heading', ALERT_HEADING_MAX_LENGTH);
  const bodyEn = text('bodyEn', 'body', ALERT_BODY_MAX_LENGTH);
  const bodyEs = text('bodyEs', 'body', ALERT_BODY_MAX_LENGTH);

  const linkUrl = trimmed(fields.linkUrl);
  const linkTextEn = text('linkTextEn', 'linkText', ALERT_LINK_TEXT_MAX_LENGTH, false);
  const linkTextEs = text('linkTextEs', 'linkText', ALERT_LINK_TEXT_MAX_LENGTH, false);
  if (linkUrl !== '') {
    if (linkUrl.length > ALERT_LINK_URL_MAX_LENGTH || !LINK_URL.test(linkUrl)) {
      errors.linkUrl = 'alert.linkUrl.format';
    }
    if (linkTextEn === '') errors.linkTextEn ??= 'alert.linkTextEn.required';
    if (linkTextEs === '') errors.linkTextEs ??= 'alert.linkTextEs.required';
  } else if (linkTextEn !== '' || linkTextEs !== '') {
    errors.linkUrl = 'alert.linkUrl.required';
  }

  const instant = (dateField: string, timeField: string, name: 'start' | 'end') => {
    const date = trimmed(fields[dateField]);
    const time = trimmed(fields[timeField]);
    if (date === '') errors[dateField] = `alert.${name}Date.required`;
    else if (!isCalendarDate(date)) errors[dateField] = 'date.format';
    if (!TIME.test(time)) errors[timeField] = `alert.${name}Time.required`;
    return errors[dateField] === undefined && errors[timeField] === undefined
      ? courtTimeToInstant(date, time)
      : null;
  };
  const startsAt = instant('startDate', 'startTime', 'start');
  const endsAt = instant('endDate', 'endTime', 'end');
  if (startsAt && endsAt) {
    if (endsAt.getTime() <= startsAt.getTime()) errors.endDate = 'alert.end.beforeStart';
    else if (endsAt.getTime() <= now.getTime()) errors.endDate = 'alert.end.past';
  }

  if (Object.keys(errors).length > 0 || !startsAt || !endsAt) {
    throw new InvalidInputError(errors);
  }
  const hasLink = linkUrl !== '';
  return {
    severity: severity as AlertSeverity,
    placement: placement as AlertPlacement,
    headingEn,
    headingEs,
    bodyEn,
    bodyEs,
    linkUrl: hasLink ? linkUrl : null,
    linkTextEn: hasLink ? linkTextEn : null,
    linkTextEs: hasLink ? linkTextEs : null,
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
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
