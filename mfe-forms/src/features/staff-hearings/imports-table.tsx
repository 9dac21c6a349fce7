import { formatCourtDate, type HearingImport } from '@court/contract';
import { ScrollableTable, useLanguage, useTranslation } from '@court/kit';
import { STAFF_HEARINGS_NS } from './staff-hearings-translations';

/** What an applied import found, in the order of the table's columns. */
const CHANGE_COUNTS = ['added', 'moved', 'cancelled', 'disappeared', 'unchanged'] as const;

export interface ImportsTableProps {
  imports: readonly HearingImport[];
}

/**
 * The latest imports, newest first: when (court time), how the schedule came, whether it was
 * applied, what it changed, and its report to download (the changes, or the problems).
 */
export function ImportsTable({ imports }: ImportsTableProps) {
  const { t } = useTranslation(STAFF_HEARINGS_NS);
  const language = useLanguage();
  return (
    <ScrollableTable
      label={t('list.label')}
      caption={t('list.caption')}
      tableClassName="usa-table--compact"
    >
      <thead>
        <tr>
          <th scope="col">{t('list.columns.when')}</th>
          <th scope="col">{t('list.columns.source')}</th>
          <th scope="col">{t('list.columns.outcome')}</th>
          <th scope="col">{t('list.columns.rows')}</th>
          {CHANGE_COUNTS.map((name) => (
            <th key={name} scope="col">
              {t(`list.columns.${name}`)}
            </th>
          ))}
          <th scope="col">{t('list.columns.report')}</th>
        </tr>
      </thead>
      <tbody>
        {imports.map(
          ({ id, importedAt, source, importedBy, applied, counts, errorCount, reportUrl }) => {
            const when = formatCourtDate(importedAt, language, { withTime: true });
            return (
              <tr key={id}>
                <th scope="row">
                  <time dateTime={importedAt}>{when}</time>
                </th>
                <td>{t(`list.source.${source}`, { name: importedBy })}</td>
                <td>{applied ? t('list.applied') : t('list.refused')}</td>
                <td>{counts.rows}</td>
                {applied ? (
                  CHANGE_COUNTS.map((name) => <td key={name}>{counts[name]}</td>)
                ) : (
                  // A refused schedule changed nothing: no count of changes to show.
                  <td colSpan={CHANGE_COUNTS.length}>
                    {t('list.nothingChanged', { count: errorCount })}
                  </td>
                )}
                <td>
                  <a className="usa-link" href={reportUrl} download>
                    {t('list.report')}
                    <span className="usa-sr-only"> {t('list.ofImport', { when })}</span>
                  </a>
                </td>
              </tr>
            );
          },
        )}
      </tbody>
    </ScrollableTable>
  );
}
