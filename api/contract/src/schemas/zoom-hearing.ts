import { object, type InferType } from 'yup';
import {
  calendarDate,
  caseNumber,
  emailAddress,
  mustBeTicked,
  requiredPhone,
  requiredText,
} from './text';

/**
 * Zoom hearing registration. The five-business-day rule needs the court's
 * holiday calendar, so the API checks it after this schema and names the earliest date.
 */
export const zoomHearingSchema = object({
  fullName: requiredText('fullName.required'),
  hearingDate: calendarDate('hearingDate.required'),
  caseNumber: caseNumber(),
  phone: requiredPhone('phone.required'),
  email: emailAddress(true),
  agree: mustBeTicked('agree.required'),
});

export type ZoomHearingRequest = InferType<typeof zoomHearingSchema>;

export const ZOOM_HEARING_FIELDS = [
  'fullName',
  'hearingDate',
  'caseNumber',
  'phone',
  'email',
  'agree',
] as const satisfies readonly (keyof ZoomHearingRequest)[];
