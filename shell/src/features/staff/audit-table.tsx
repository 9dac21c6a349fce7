import { formatCourtDate, type AuditEntry, type Language } from '@court/contract';
import { ScrollableTable, useTranslation } from '@court/kit';

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
  entries: readonly AuditEntry[];
  /** Position of the first entry in the whole filtered log, counting from 1. */
  first: number;
  total: number;
  language: Language;
}

/** The entries of one page of the audit log, in a table that scrolls sideways at 320 px. */
export function AuditTable({ entries, first, total, language }: AuditTableProps) {
  const { t } = useTranslation('shellStaff');
  const none = t('audit.none');
  return (
    <ScrollableTable
      label={t('audit.tableLabel')}
      caption={t('audit.caption', { first, last: first + entries.length - 1, total })}
      className="court-audit__table"
    >
      <thead>
        <tr>
          <th scope="col">{t('audit.columns.when')}</th>
          <th scope="col">{t('audit.columns.who')}</th>
          <th scope="col">{t('audit.columns.what')}</th>
          <th scope="col">{t('audit.columns.subject')}</th>
          <th scope="col">{t('audit.columns.requestId')}</th>
          <th scope="col">{t('audit.columns.details')}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => {
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
        })}
      </tbody>
    </ScrollableTable>
  );
}
