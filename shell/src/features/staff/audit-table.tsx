import { formatCourtDate, type AuditEntry, type AuditPage } from '@court/contract';
import { useLanguage, useTranslation } from '@court/kit';
import { StaffPagedTable } from '@court/kit/staff';
import { auditQuery, hasAuditFilters, type AuditFilters } from './audit-query';

export const AUDIT_PATH = 'staff/audit';

const DETAILS_MAX_LENGTH = 160;

/** To the second, in the court's time, so every member of staff reads the same clock. */
const WHEN_STYLE = { withTime: true, style: 'medium' } as const;

/** One line per detail ("field: value"), cut short: the table is for finding, not reading. */
function summariseDetails(details: AuditEntry['details']): string {
  if (!details) return '';
  const text = Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('; ');
  return text.length > DETAILS_MAX_LENGTH ? `${text.slice(0, DETAILS_MAX_LENGTH - 1)}…` : text;
}

export interface AuditTableProps {
  data: AuditPage;
  /** The filters of the address, kept by the links to the other pages. */
  filters: AuditFilters;
}

/** One page of the audit log, once loaded, with the links to the other pages. */
export function AuditTable({ data, filters }: AuditTableProps) {
  const { t } = useTranslation('shellStaff');
  const language = useLanguage();
  const none = t('audit.none');
  return (
    <StaffPagedTable
      items={data.entries}
      paging={data}
      empty={t(hasAuditFilters(filters) ? 'audit.emptyFiltered' : 'audit.empty')}
      label={t('audit.tableLabel')}
      caption={(range) => t('audit.caption', range)}
      className="court-audit__table"
      columns={[
        t('audit.columns.when'),
        t('audit.columns.who'),
        t('audit.columns.what'),
        t('audit.columns.subject'),
        t('audit.columns.requestId'),
        t('audit.columns.details'),
      ]}
      row={(entry) => {
        const subject = [entry.subjectType, entry.subjectId].filter(Boolean).join(' ');
        const details = summariseDetails(entry.details);
        return (
          <tr key={entry.id}>
            <td>
              <time dateTime={entry.at}>{formatCourtDate(entry.at, language, WHEN_STYLE)}</time>
            </td>
            <td>{entry.actor ?? t('audit.unknownActor')}</td>
            <td>
              <code>{entry.action}</code>
            </td>
            <td>{subject || none}</td>
            <td>{entry.requestId ? <code>{entry.requestId}</code> : none}</td>
            <td>{details || none}</td>
          </tr>
        );
      }}
      pagesLabel={t('audit.pagesLabel')}
      addressOf={(page) => `${AUDIT_PATH}${auditQuery(filters, page)}`}
    />
  );
}
