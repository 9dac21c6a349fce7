import {
  answersAsShown,
  courtDateReminderSchema,
  type CourtDateReminderRequest,
} from '@court/contract/schemas';
import { COURT_FORM_RESPONSES, defineForm, type FieldProblems } from '../forms';
import { REMINDER_STEP_FORMS } from './reminder-step-posts';
import { reminderSignupToken } from './reminder-codes';
import {
  findReminderSignupByReference,
  insertReminderContact,
  insertReminderSignup,
} from './reminder-repository';
import {
  reminderOptions,
  reminderSignupState,
  sendReminderCode,
  textConsentWording,
} from './reminder-signup-service';

const wantsText = (request: CourtDateReminderRequest) =>
  request.remindBy === 'text' || request.remindBy === 'both';
const wantsEmail = (request: CourtDateReminderRequest) =>
  request.remindBy === 'email' || request.remindBy === 'both';

/**
 * Court-date reminder sign-up (POST court-dates/signups), through the court forms' pipeline.
 * Not an inbox form: it stores the sign-up and one contact per channel chosen, and sends each a
 * confirmation code; nothing else goes to a contact until its code comes back. The answer
 * carries the sign-up's state and the token its browser confirms with.
 */
export const courtDateReminderForm = defineForm<CourtDateReminderRequest>({
  form: 'court-date-reminders',
  path: 'court-dates/signups',
  schema: () => courtDateReminderSchema,
  native: {
    fields: () => courtDateReminderSchema,
    // Without the script the page shows every question: those the choice does not ask are sent
    // empty, as the script sends them.
    toInput: (answers, { config }) =>
      answersAsShown(answers as CourtDateReminderRequest, reminderOptions(config).texts),
    otherForms: REMINDER_STEP_FORMS,
  },
  check(request, { config }): FieldProblems {
    if (!wantsText(request)) return {};
    const texts = reminderOptions(config).texts;
    if (texts === 'off') return { remindBy: { code: 'reminders.texts.off' } };
    if (texts === 'carrier' && request.carrier === '') {
      return { carrier: { code: 'reminders.carrier.required' } };
    }
    return {};
  },
  summary: (request) => ({
    name: request.lastName,
    caseNumber: request.caseNumber,
    email: wantsEmail(request) ? request.email : null,
  }),
  async store(trx, request, record, deps) {
    const at = record.receivedAt.toISOString();
    const signup = {
      reference: record.reference,
      caseNumber: request.caseNumber,
      lastName: request.lastName,
      language: request.reminderLanguage,
      createdAt: at,
    };
    const signupId = await insertReminderSignup(trx, signup);
    const contacts = [
      ...(wantsText(request)
        ? [
            {
              channel: 'sms' as const,
              destination: request.cellphone,
              carrier: request.carrier === '' ? null : request.carrier,
              // The wording the person read, on the page in the language they read it.
              consentText: textConsentWording(record.language),
              consentAt: at,
            },
          ]
        : []),
      ...(wantsEmail(request)
        ? [
            {
              channel: 'email' as const,
              destination: request.email,
              carrier: null,
              consentText: null,
              consentAt: null,
            },
          ]
        : []),
    ];
    for (const contact of contacts) {
      const fields = { ...contact, signupId, codeAttempts: 0, codesSent: 0, createdAt: at };
      const id = await insertReminderContact(trx, {
        ...fields,
        codeHash: null,
        codeExpiresAt: null,
        confirmedAt: null,
        stoppedAt: null,
      });
      const field = contact.channel === 'sms' ? 'cellphone' : 'email';
      await sendReminderCode(trx, deps, signup, { id, ...fields }, record.receivedAt, field);
    }
  },
  mail: () => [],
  // A form of this site's own, with no original page to follow: a refusal is a 400.
  responseShape: { ...COURT_FORM_RESPONSES, invalidStatus: 400 },
  async acceptedDetails(reference, deps) {
    const signup = await findReminderSignupByReference(deps.db, reference);
    if (!signup) return {};
    return {
      signupToken: reminderSignupToken(deps.config.signingSecret, reference),
      ...(await reminderSignupState(deps, signup)),
    };
  },
});
