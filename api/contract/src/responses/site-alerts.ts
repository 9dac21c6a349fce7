import { array, number, object, string, type ObjectSchema } from 'yup';
import {
  ALERT_PLACEMENTS,
  ALERT_SEVERITIES,
  ALERT_STATES,
  type AlertsResponse,
  type PublicAlert,
  type StaffAlert,
  type StaffAlertList,
} from '@court/contract';

const publicAlertSchema: ObjectSchema<PublicAlert> = object({
  id: number().defined(),
  severity: string().oneOf(ALERT_SEVERITIES).defined(),
  placement: string().oneOf(ALERT_PLACEMENTS).defined(),
  heading: string().defined(),
  body: string().defined(),
  link: object({ url: string().defined(), text: string().defined() }).nullable().defined(),
}).defined();

export const alertsSchema: ObjectSchema<AlertsResponse> = object({
  alerts: array(publicAlertSchema).defined(),
}).defined();

// The form's fields come back as staff wrote them (the link fields empty when there is no link):
// only their type is checked.
export const staffAlertSchema: ObjectSchema<StaffAlert> = object({
  id: number().defined(),
  state: string().oneOf(ALERT_STATES).defined(),
  severity: string().defined(),
  placement: string().defined(),
  headingEn: string().defined(),
  headingEs: string().defined(),
  bodyEn: string().defined(),
  bodyEs: string().defined(),
  linkUrl: string().defined(),
  linkTextEn: string().defined(),
  linkTextEs: string().defined(),
  startDate: string().defined(),
  startTime: string().defined(),
  endDate: string().defined(),
  endTime: string().defined(),
  startsAt: string().defined(),
  endsAt: string().defined(),
  updatedBy: string().defined(),
  updatedAt: string().defined(),
}).defined();

export const staffAlertsSchema: ObjectSchema<StaffAlertList> = object({
  alerts: array(staffAlertSchema).defined(),
}).defined();
