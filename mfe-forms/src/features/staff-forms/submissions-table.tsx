import { formatCourtDate, type Language, type SubmissionSummary } from '@court/contract';
import { LocalizedLink, ScrollableTable, useTranslation } from '@court/kit';
import { inboxQuery, type InboxFilters } from './inbox-query';

export const INBOX_PATH = 'staff/forms';

/** Id of a submission's link in the list, where focus goes back after reading it. */
export function submissionLinkId(id: number | string): string {
  return `staff-forms-submission-${id}`;
}

export interface SubmissionsTableProps {
  submissions: readonly SubmissionSummary[];
  filters: InboxFilters;
  page: number;
  /** Position of the first submission in the whole filtered list, counting from 1. */
  first: number;
  total: number;
  language: Language;
  /** Told when a submission's link is followed, before the address changes. */
  onOpen: (id: number) => void;
}

/** One page of the inbox, in a table that scrolls sideways at 320 px. */
export function SubmissionsTable({
  submissions,
  filters,
  page,
  first,
  total,
  language,
  onOpen,
}: SubmissionsTableProps) {
  const { t } = useTranslation('staffForms');
  return (
    <ScrollableTable
      label={t('list.tableLabel')}
      caption={t('list.caption', { first, last: first + submissions.length - 1, total })}
      className="court-staff-forms__table"
    >
      <thead>
        <tr>
          <th scope="col">{t('list.columns.form')}</th>
          <th scope="col">{t('list.columns.reference')}</th>
          <th scope="col">{t('list.columns.name')}</th>
          <th scope="col">{t('list.columns.caseNumber')}</th>
          <th scope="col">{t('list.columns.received')}</th>
          <th scope="col">{t('list.columns.status')}</th>
        </tr>
      </thead>
      <tbody>
        {submissions.map((submission) => (
          <tr key={submission.id}>
            <td>{t(`forms.${submission.form}`)}</td>
            <th scope="row">
              <LocalizedLink
                id={submissionLinkId(submission.id)}
                to={`${INBOX_PATH}${inboxQuery(filters, page, submission.id)}`}
                className="usa-link"
                onClick={() => onOpen(submission.id)}
              >
                {submission.reference}
              </LocalizedLink>
            </th>
            <td>{submission.name}</td>
            <td>{submission.caseNumber ?? t('list.none')}</td>
            <td>
              <time dateTime={submission.receivedAt}>
                {formatCourtDate(submission.receivedAt, language, { withTime: true })}
              </time>
            </td>
            <td>{t(`statuses.${submission.status}`)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
