import type { ReactNode } from 'react';
import { formatCourtDate, type SubmissionPage } from '@court/contract';
import { LocalizedLink, useLanguage, useTranslation } from '@court/kit';
import { StaffPagedTable } from '@court/kit/staff';
import { hasInboxFilters, inboxQuery, type InboxFilters } from './inbox-query';

export const INBOX_PATH = 'staff/forms';

/** Id of a submission's link in the list, where focus goes back after reading it. */
export function submissionLinkId(id: number | string): string {
  return `staff-forms-submission-${id}`;
}

export interface SubmissionsTableProps {
  data: SubmissionPage;
  /** The filters of the address, kept by the links to the submissions and the other pages. */
  filters: InboxFilters;
  /** Told when a submission's link is followed, before the address changes. */
  onOpen: (id: number) => void;
  /** Shown above the table, only when there is one. */
  above: ReactNode;
}

/** One page of the inbox, once loaded, with the links to the other pages. */
export function SubmissionsTable({ data, filters, onOpen, above }: SubmissionsTableProps) {
  const { t } = useTranslation('staffForms');
  const language = useLanguage();
  return (
    <StaffPagedTable
      items={data.submissions}
      paging={data}
      empty={t(hasInboxFilters(filters) ? 'list.emptyFiltered' : 'list.empty')}
      label={t('list.tableLabel')}
      caption={(range) => t('list.caption', range)}
      className="court-staff-forms__table"
      columns={[
        t('list.columns.form'),
        t('list.columns.reference'),
        t('list.columns.name'),
        t('list.columns.caseNumber'),
        t('list.columns.received'),
        t('list.columns.status'),
      ]}
      row={(submission) => (
        <tr key={submission.id}>
          <td>{t(`forms.${submission.form}`)}</td>
          <th scope="row">
            <LocalizedLink
              id={submissionLinkId(submission.id)}
              to={`${INBOX_PATH}${inboxQuery(filters, data.page, submission.id)}`}
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
      )}
      pagesLabel={t('list.pagesLabel')}
      addressOf={(page) => `${INBOX_PATH}${inboxQuery(filters, page)}`}
      above={above}
    />
  );
}
