import { ValidationError } from 'yup';
import {
  prepareJurorSignup,
  type JurorSignupAnswers,
  type JurorSignupRequest,
} from '@court/contract';
import { jurorSignupFields, jurorSignupSchema } from '@court/contract/schemas';
import { defineForm, type FormSchema } from '../forms';
import { upsertJurorRegistration } from './juror-registration-repository';
import {
  FURTHER_MESSAGE_MARK,
  JUROR_SIGNUP_RESPONSES,
  joinByField,
} from './original-client-responses';

/** Gives a field's second and later messages paths of their own, so the pipeline keeps them. */
function keepEveryMessage(error: ValidationError): ValidationError {
  const seen = new Map<string, number>();
  const inner = error.inner.map((failure) => {
    const path = failure.path ?? '';
    const count = (seen.get(path) ?? 0) + 1;
    seen.set(path, count);
    const unique = count === 1 ? path : `${path}${FURTHER_MESSAGE_MARK}${count}`;
    return new ValidationError(failure.message, failure.value, unique);
  });
  return new ValidationError(inner, error.value);
}

function schema(today: string): FormSchema<JurorSignupRequest> {
  const contract = jurorSignupSchema(today);
  return {
    validate: (value) =>
      contract.validate(value).catch((error: unknown) => {
        throw ValidationError.isError(error) ? keepEveryMessage(error) : error;
      }),
  };
}

/**
 * Juror notification sign-up (POST juror/notifications). Not an inbox form: the sign-up is a
 * registration row, updated in place when the juror signs up again for the same date, and the
 * juror notices are what reach the juror; nothing is mailed at sign-up.
 */
export const jurorNotificationsForm = defineForm<JurorSignupRequest>({
  form: 'juror-notifications',
  path: 'juror/notifications',
  schema,
  native: {
    fields: jurorSignupFields,
    // As the page's script sends them: the name upper-cased, the date as the court reads it.
    toInput: (answers) => ({ ...prepareJurorSignup(answers as unknown as JurorSignupAnswers) }),
    placeErrors: joinByField,
  },
  summary: (signup) => ({
    name: signup.lname,
    caseNumber: null,
    email: signup.email === '' ? null : signup.email,
  }),
  async store(trx, signup, record) {
    const at = record.receivedAt.toISOString();
    await upsertJurorRegistration(trx, {
      jurorNumber: signup.jurorNo,
      serveDate: signup.serveDateInput,
      lastName: signup.lname,
      cellphone: signup.cellphone === '' ? null : signup.cellphone,
      carrier: signup.carrier === '' ? null : signup.carrier,
      email: signup.email === '' ? null : signup.email,
      language: record.language,
      createdAt: at,
      updatedAt: at,
      submissionId: record.submissionId,
    });
  },
  mail: () => [],
  responseShape: JUROR_SIGNUP_RESPONSES,
});
