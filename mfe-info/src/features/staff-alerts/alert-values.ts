import { ALERT_FIELDS, type AlertRequest } from '@court/contract';

/** The API's staff endpoint of the alerts; one alert's address adds its id. */
export const STAFF_ALERTS_PATH = 'staff/alerts';

/**
 * A new alert: the two choices most alerts take, everything else empty. No date is guessed: the
 * API names each missing answer, which is more predictable than a default staff may not notice.
 */
export const NEW_ALERT: AlertRequest = {
  severity: 'information',
  placement: 'everyPage',
  headingEn: '',
  headingEs: '',
  bodyEn: '',
  bodyEs: '',
  linkUrl: '',
  linkTextEn: '',
  linkTextEs: '',
  startDate: '',
  startTime: '',
  endDate: '',
  endTime: '',
};

const FIELD_NAMES = Object.keys(ALERT_FIELDS) as (keyof AlertRequest)[];

/** Exactly the request's fields, whatever else the values carry (a StaffAlert has its id, state…). */
export function alertRequestOf(values: AlertRequest): AlertRequest {
  const request = { ...NEW_ALERT };
  for (const name of FIELD_NAMES) request[name] = values[name];
  return request;
}
