import {
  INBOX_FORMS,
  SUBMISSION_STATUSES,
  type InboxForm,
  type RevealedSsnResponse,
  type SubmissionDetail,
  type SubmissionPage,
  type SubmissionStatus,
  type SubmissionSummary,
} from '@court/contract';

/** The inbox's endpoints under /api/muni/. */
export const SUBMISSIONS_PATH = 'staff/forms/submissions';
export const SUBMISSIONS_CSV_PATH = 'staff/forms/submissions.csv';

export function submissionPath(id: number | string): string {
  return `${SUBMISSIONS_PATH}/${id}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isInboxForm(value: unknown): value is InboxForm {
  return (INBOX_FORMS as readonly unknown[]).includes(value);
}

function isSubmissionStatus(value: unknown): value is SubmissionStatus {
  return (SUBMISSION_STATUSES as readonly unknown[]).includes(value);
}

function isSubmissionSummary(value: unknown): value is SubmissionSummary {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    isInboxForm(value.form) &&
    typeof value.reference === 'string' &&
    typeof value.name === 'string' &&
    (value.caseNumber === null || typeof value.caseNumber === 'string') &&
    typeof value.receivedAt === 'string' &&
    isSubmissionStatus(value.status)
  );
}

export function isSubmissionPage(value: unknown): value is SubmissionPage {
  return (
    isRecord(value) &&
    Array.isArray(value.submissions) &&
    value.submissions.every(isSubmissionSummary) &&
    typeof value.page === 'number' &&
    typeof value.pageSize === 'number' &&
    typeof value.total === 'number'
  );
}

const isNullableText = (value: unknown) => value === null || typeof value === 'string';

export function isSubmissionDetail(value: unknown): value is SubmissionDetail {
  return (
    isSubmissionSummary(value) &&
    isRecord(value) &&
    isNullableText(value.email) &&
    typeof value.language === 'string' &&
    isNullableText(value.processedAt) &&
    isNullableText(value.processedBy) &&
    typeof value.hasProtectedNumber === 'boolean' &&
    Array.isArray(value.fields) &&
    value.fields.every(
      (field) =>
        isRecord(field) && typeof field.name === 'string' && typeof field.value === 'string',
    )
  );
}

export function isRevealedSsn(value: unknown): value is RevealedSsnResponse {
  return isRecord(value) && typeof value.ssn === 'string';
}
