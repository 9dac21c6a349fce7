/** The inbox's endpoints under /api/muni/. */
export const SUBMISSIONS_PATH = 'staff/forms/submissions';
export const SUBMISSIONS_CSV_PATH = 'staff/forms/submissions.csv';

export function submissionPath(id: number | string): string {
  return `${SUBMISSIONS_PATH}/${id}`;
}
