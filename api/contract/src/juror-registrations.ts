/**
 * Jurors registered for notifications, as jury staff see them (staff/jury). The sign-up itself
 * is in juror-signup.ts.
 */

/** A service date with the registrations for it. */
export interface JurorServeDateCount {
  /** YYYY-MM-DD. */
  serveDate: string;
  registrations: number;
  /** Of those, the jurors who asked to stop the notices. */
  unsubscribed: number;
}

/** GET staff/jury/service-dates: upcoming dates first (soonest first), then past ones. */
export interface JurorServeDateList {
  /** The court's date the list was made on: dates before it are past. */
  today: string;
  serveDates: JurorServeDateCount[];
}

/** One juror registered for one service date. */
export interface JurorRegistration {
  id: number;
  jurorNumber: string;
  /** Upper-cased. */
  lastName: string;
  /** Ten digits, or null when the juror gave none. */
  cellphone: string | null;
  carrier: string | null;
  /** Lower-cased, or null when the juror gave none. */
  email: string | null;
  /** Language of the sign-up page, and of the notices: 'en' or 'es'. */
  language: string;
  /** ISO instants: first sign-up and latest change. */
  createdAt: string;
  updatedAt: string;
  unsubscribedAt: string | null;
}

/** GET staff/jury/registrations?serveDate=YYYY-MM-DD, by last name then juror number. */
export interface JurorRegistrationList {
  serveDate: string;
  registrations: JurorRegistration[];
}

function isRecord(data: unknown): data is Record<string, unknown> {
  return typeof data === 'object' && data !== null && !Array.isArray(data);
}

function isTextOrNull(value: unknown): boolean {
  return value === null || typeof value === 'string';
}

function isServeDateCount(data: unknown): data is JurorServeDateCount {
  return (
    isRecord(data) &&
    typeof data.serveDate === 'string' &&
    typeof data.registrations === 'number' &&
    typeof data.unsubscribed === 'number'
  );
}

function isRegistration(data: unknown): data is JurorRegistration {
  return (
    isRecord(data) &&
    typeof data.id === 'number' &&
    typeof data.jurorNumber === 'string' &&
    typeof data.lastName === 'string' &&
    isTextOrNull(data.cellphone) &&
    isTextOrNull(data.carrier) &&
    isTextOrNull(data.email) &&
    typeof data.language === 'string' &&
    typeof data.createdAt === 'string' &&
    typeof data.updatedAt === 'string' &&
    isTextOrNull(data.unsubscribedAt)
  );
}

/** True when an API answer has the shape of a JurorServeDateList. */
export function isJurorServeDateList(data: unknown): data is JurorServeDateList {
  return (
    isRecord(data) &&
    typeof data.today === 'string' &&
    Array.isArray(data.serveDates) &&
    data.serveDates.every(isServeDateCount)
  );
}

/** True when an API answer has the shape of a JurorRegistrationList. */
export function isJurorRegistrationList(data: unknown): data is JurorRegistrationList {
  return (
    isRecord(data) &&
    typeof data.serveDate === 'string' &&
    Array.isArray(data.registrations) &&
    data.registrations.every(isRegistration)
  );
}
