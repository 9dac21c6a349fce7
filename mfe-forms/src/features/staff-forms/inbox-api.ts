import { useCallback, useEffect, useState } from 'react';
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
import { apiRequest } from '@court/kit';
import { useStaffStore, type StaffFormErrors } from '@court/kit/staff';

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

export type StaffLoad<T> =
  | { status: 'loading' }
  | { status: 'loaded'; data: T }
  /** The API refused the query (400): its messages, keyed by the filter's field name. */
  | { status: 'invalid'; errors: StaffFormErrors }
  | { status: 'notFound' }
  | { status: 'forbidden' }
  | { status: 'failed' };

/**
 * GETs one resource of the inbox; `path` null means there is nothing to ask for (not found).
 * A 401 means the session ended: the store forgets the user and the gate asks again.
 */
export function useStaffGet<T>(
  path: string | null,
  isValid: (data: unknown) => data is T,
): { load: StaffLoad<T>; retry: () => void } {
  const clearStaffUser = useStaffStore((state) => state.clearStaffUser);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; load: StaffLoad<T> }>();
  const key = `${path ?? ''}#${attempt}`;

  useEffect(() => {
    if (path === null) return undefined;
    let current = true;
    void apiRequest<unknown>('GET', path).then((result) => {
      if (!current) return;
      let load: StaffLoad<T>;
      if (result.ok) {
        load = isValid(result.data)
          ? { status: 'loaded', data: result.data }
          : { status: 'failed' };
      } else if (result.status === 401) {
        clearStaffUser();
        return;
      } else if (result.status === 403) {
        load = { status: 'forbidden' };
      } else if (result.status === 404) {
        load = { status: 'notFound' };
      } else if (result.status === 400) {
        load = { status: 'invalid', errors: { errors: result.errors, error: result.error } };
      } else {
        load = { status: 'failed' };
      }
      setAnswer({ key, load });
    });
    // An answer for an address the member of staff has already left must not be shown.
    return () => {
      current = false;
    };
  }, [path, key, isValid, clearStaffUser]);

  const retry = useCallback(() => setAttempt((previous) => previous + 1), []);
  if (path === null) return { load: { status: 'notFound' }, retry };
  return { load: answer?.key === key ? answer.load : { status: 'loading' }, retry };
}
