import {
  addCalendarDays,
  courtDateOf,
  formatCourtDate,
  ZOOM_REGISTRATION_BUSINESS_DAYS,
} from '@court/contract';
import {
  ZOOM_HEARING_FIELDS,
  zoomHearingSchema,
  type ZoomHearingRequest,
  ZOOM_HEARING_NEXT_STEPS,
} from '@court/contract/schemas';
import { addCourtBusinessDays } from '../court-calendar';
import { defineForm, type FieldProblems } from '../define-form';
import { confirmationMail, officeNotification, type ConfirmationText } from '../form-mail';
import { fieldsOf } from './submission-fields';
import {
  findZoomHearingRequest,
  insertZoomHearingRequest,
} from './zoom-hearing-request-repository';

/** Hearings are registered at most this far ahead: a later date is almost surely a typo. */
const LATEST_DAYS_AHEAD = 366;

/**
 * The first hearing date that can still be registered on `today` (court date): five business
 * days later, weekends and Ohio's legal holidays not counted.
 */
export function earliestZoomHearingDate(today: string): string {
  return addCourtBusinessDays(today, ZOOM_REGISTRATION_BUSINESS_DAYS);
}

const CONFIRMATION: Record<'en' | 'es', ConfirmationText> = {
  en: {
    what: 'your registration for a Zoom hearing',
    next: ZOOM_HEARING_NEXT_STEPS.en,
  },
  es: {
    what: 'su inscripción para una audiencia por Zoom',
    next: ZOOM_HEARING_NEXT_STEPS.es,
  },
};

/** Zoom hearing registration (POST forms/zoom-hearing). */
export const zoomHearingForm = defineForm<ZoomHearingRequest>({
  form: 'zoom-hearing',
  path: 'forms/zoom-hearing',
  schema: () => zoomHearingSchema,
  native: { fields: () => zoomHearingSchema },
  check(request, { clock }, language): FieldProblems {
    const today = courtDateOf(clock.now());
    const earliest = earliestZoomHearingDate(today);
    if (request.hearingDate < earliest) {
      return {
        hearingDate: {
          code: 'hearingDate.tooSoon',
          values: { date: formatCourtDate(earliest, language, { withWeekday: true }) },
        },
      };
    }
    if (request.hearingDate > addCalendarDays(today, LATEST_DAYS_AHEAD)) {
      return { hearingDate: { code: 'hearingDate.tooFar' } };
    }
    return {};
  },
  summary: (request) => ({
    name: request.fullName,
    caseNumber: request.caseNumber,
    email: request.email,
  }),
  async store(trx, request, record) {
    await insertZoomHearingRequest(trx, {
      submissionId: record.submissionId,
      fullName: request.fullName,
      hearingDate: request.hearingDate,
      caseNumber: request.caseNumber,
      phone: request.phone,
      email: request.email,
    });
  },
  mail: (request, record, { config }) => [
    officeNotification(
      config.formMailboxes['zoom-hearing'],
      `Zoom hearing registration for case ${request.caseNumber}`,
      'A party registered for a Zoom hearing on the court website. They confirmed viewing the Zoom Hearing Policy and Instructions.',
      [
        ['Party full name', request.fullName],
        ['Court hearing date', request.hearingDate],
        ['Case number', request.caseNumber],
        ['Phone', request.phone],
        ['E-mail', request.email],
      ],
      record,
    ),
    confirmationMail(request.email, CONFIRMATION[record.language], record),
  ],
  async detail(db, submissionId) {
    const row = await findZoomHearingRequest(db, submissionId);
    return row && fieldsOf({ ...row, agree: true }, ZOOM_HEARING_FIELDS);
  },
});
