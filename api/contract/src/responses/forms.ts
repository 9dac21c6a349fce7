import { array, boolean, number, object, string, type ObjectSchema } from 'yup';
import {
  INBOX_FORMS,
  SUBMISSION_STATUSES,
  isCalendarDate,
  type EarliestHearingDateResponse,
  type RevealedSsnResponse,
  type SubmissionDetail,
  type SubmissionField,
  type SubmissionPage,
  type SubmissionSummary,
} from '@court/contract';

export const earliestHearingDateSchema: ObjectSchema<EarliestHearingDateResponse> = object({
  // The page names this day and makes it the date field's minimum: a real YYYY-MM-DD day.
  earliestDate: string()
    .defined()
    .test({ name: 'calendar-date', test: (value) => isCalendarDate(value) }),
}).defined();

const submissionSummarySchema: ObjectSchema<SubmissionSummary> = object({
  id: number().defined(),
  form: string().oneOf(INBOX_FORMS).defined(),
  reference: string().defined(),
  name: string().defined(),
  caseNumber: string().nullable().defined(),
  receivedAt: string().defined(),
  status: string().oneOf(SUBMISSION_STATUSES).defined(),
}).defined();

export const submissionPageSchema: ObjectSchema<SubmissionPage> = object({
  submissions: array(submissionSummarySchema).defined(),
  page: number().defined(),
  pageSize: number().defined(),
  total: number().defined(),
}).defined();

const submissionFieldSchema: ObjectSchema<SubmissionField> = object({
  name: string().defined(),
  value: string().defined(),
}).defined();

export const submissionDetailSchema: ObjectSchema<SubmissionDetail> = submissionSummarySchema
  .shape({
    email: string().nullable().defined(),
    language: string().defined(),
    processedAt: string().nullable().defined(),
    processedBy: string().nullable().defined(),
    fields: array(submissionFieldSchema).defined(),
    hasProtectedNumber: boolean().defined(),
  })
  .defined();

export const revealedSsnSchema: ObjectSchema<RevealedSsnResponse> = object({
  ssn: string().defined(),
}).defined();
