import type { Language } from '@court/contract';
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

/**
 * What happens after the court receives a Zoom hearing registration: said under the reference on
 * the page that confirms it and in the confirmation e-mail.
 */
export const ZOOM_HEARING_NEXT_STEPS = {
  en: 'The court will review it and send the Zoom meeting details to this address before your hearing. Keep the Zoom Hearing Policy and Instructions at hand.',
  es: 'El tribunal la revisará y le enviará los datos de la reunión de Zoom a esta dirección antes de su audiencia. Tenga a mano la Política y las Instrucciones de Audiencias por Zoom.',
} as const satisfies Record<Language, string>;
