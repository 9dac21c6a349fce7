import type { Language } from './constants';

/**
 * How urgent an alert is: information (can be dismissed for the visit), warning, emergency
 * (announced to screen readers, cannot be dismissed).
 */
export const ALERT_SEVERITIES = ['information', 'warning', 'emergency'] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];

/** Where an alert shows: on every page, or on the home page only. */
export const ALERT_PLACEMENTS = ['everyPage', 'homePage'] as const;
export type AlertPlacement = (typeof ALERT_PLACEMENTS)[number];

/** Longest heading and body staff may write: a banner, not an article. */
export const ALERT_HEADING_MAX_LENGTH = 120;
export const ALERT_BODY_MAX_LENGTH = 600;
export const ALERT_LINK_TEXT_MAX_LENGTH = 80;
export const ALERT_LINK_URL_MAX_LENGTH = 500;

/** The public endpoint (under API_BASE): the alerts in force, in one language (?lang=es). */
export const ALERTS_ENDPOINT = 'alerts';

/** The API path of the alerts in force in a language, as pages ask for it. */
export function alertsPath(language: Language): string {
  return `${ALERTS_ENDPOINT}?lang=${language}`;
}

/** One alert in force, in the visitor's language (GET alerts?lang=). */
export interface PublicAlert {
  id: number;
  severity: AlertSeverity;
  placement: AlertPlacement;
  heading: string;
  body: string;
  /** An optional link after the body. */
  link: { url: string; text: string } | null;
}

export interface AlertsResponse {
  alerts: PublicAlert[];
}

/** Field names of the staff alert form, the same in the browser and in the API's error map. */
export const ALERT_FIELDS = {
  severity: 'severity',
  placement: 'placement',
  headingEn: 'headingEn',
  headingEs: 'headingEs',
  bodyEn: 'bodyEn',
  bodyEs: 'bodyEs',
  linkUrl: 'linkUrl',
  linkTextEn: 'linkTextEn',
  linkTextEs: 'linkTextEs',
  startDate: 'startDate',
  startTime: 'startTime',
  endDate: 'endDate',
  endTime: 'endTime',
} as const;

/**
 * POST staff/alerts and PUT staff/alerts/:id. Dates are YYYY-MM-DD and times HH:MM (24-hour),
 * read in the court's time zone; the link fields are optional together.
 */
export type AlertRequest = Record<keyof typeof ALERT_FIELDS, string>;

/** scheduled: starts later; inForce: shown now; ended: its end has passed. */
export const ALERT_STATES = ['scheduled', 'inForce', 'ended'] as const;
export type AlertState = (typeof ALERT_STATES)[number];

/** An alert as staff manage it: both languages, its times as instants, and its state now. */
export interface StaffAlert extends AlertRequest {
  id: number;
  state: AlertState;
  /** ISO 8601 instants. */
  startsAt: string;
  endsAt: string;
  updatedBy: string;
  updatedAt: string;
}

/** GET staff/alerts: the alerts in force and scheduled, then the latest ended ones. */
export interface StaffAlertList {
  alerts: StaffAlert[];
}
