import {
  INTERPRETER_REQUEST_FIELDS,
  interpreterRequestSchema,
  type InterpreterRequest,
  INTERPRETER_REQUEST_NEXT_STEPS,
} from '@court/contract/schemas';
import { defineForm } from '../define-form';
import { confirmationMail, officeNotification, type ConfirmationText } from '../form-mail';
import { findInterpreterRequest, insertInterpreterRequest } from './interpreter-request-repository';
import { fieldsOf } from './submission-fields';

const CONFIRMATION: Record<'en' | 'es', ConfirmationText> = {
  en: {
    what: 'your request for an interpreter',
    next: INTERPRETER_REQUEST_NEXT_STEPS.en,
  },
  es: {
    what: 'su solicitud de intérprete',
    next: INTERPRETER_REQUEST_NEXT_STEPS.es,
  },
};

/** Interpreter request (POST forms/interpreter). */
export const interpreterForm = defineForm<InterpreterRequest>({
  form: 'interpreter',
  path: 'forms/interpreter',
  schema: () => interpreterRequestSchema,
  native: { fields: () => interpreterRequestSchema },
  summary: (request) => ({
    name: request.fullName,
    caseNumber: request.caseNumber,
    email: request.email,
  }),
  async store(trx, request, record) {
    await insertInterpreterRequest(trx, {
      ...request,
      createdAt: record.receivedAt.toISOString(),
      requestId: record.requestId,
      submissionId: record.submissionId,
    });
  },
  mail: (request, record, { config }) => [
    officeNotification(
      config.formMailboxes.interpreter,
      `Interpreter request for case ${request.caseNumber}`,
      'A new interpreter request was submitted on the court website.',
      [
        ['Full name', request.fullName],
        ['Case number', request.caseNumber],
        ['Court hearing date', request.hearingDate],
        ['Assigned judge', request.judge],
        ['E-mail', request.email],
        ['Language / dialect', request.language],
        ['Additional requests', request.requests],
      ],
      record,
    ),
    confirmationMail(request.email, CONFIRMATION[record.language], record),
  ],
  async detail(db, submissionId) {
    const row = await findInterpreterRequest(db, submissionId);
    return row && fieldsOf(row, INTERPRETER_REQUEST_FIELDS);
  },
});
