/**
 * Jurors registered for notifications, as jury staff see them (staff/jury). The sign-up itself
 * is in juror-signup.ts.
 */

/** A service date with the registrations for it. */
export interface JurorServeDateCount {
  /** YYYY-MM-DD. */
  serveDate: string;
  registrations: number;
  /** Of those, the jurors who stopped the notices. */
  stopped: number;
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
  /** When the juror stopped the notices; null while they come. */
  stoppedAt: string | null;
}

/** GET staff/jury/registrations?serveDate=YYYY-MM-DD, by last name then juror number. */
export interface JurorRegistrationList {
  serveDate: string;
  registrations: JurorRegistration[];
}
