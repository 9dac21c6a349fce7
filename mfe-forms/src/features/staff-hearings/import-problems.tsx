import type { HearingImport } from '@court/contract';
import { ScrollableTable, useTranslation } from '@court/kit';
import { STAFF_HEARINGS_NS } from './staff-hearings-translations';

export interface ImportProblemsProps {
  refused: HearingImport;
}

/**
 * The problems of a refused schedule as the API found them, by line of the file and column, in
 * the staff member's language, and the report with the same lines to download.
 */
export function ImportProblems({ refused }: ImportProblemsProps) {
  const { t } = useTranslation(STAFF_HEARINGS_NS);
  const { errors, errorCount, reportUrl } = refused;
  return (
    <>
      <h3>{t('problems.heading')}</h3>
      <ScrollableTable
        label={t('problems.label')}
        caption={t('problems.caption')}
        tableClassName="usa-table--compact"
      >
        <thead>
          <tr>
            <th scope="col">{t('problems.columns.line')}</th>
            <th scope="col">{t('problems.columns.column')}</th>
            <th scope="col">{t('problems.columns.problem')}</th>
          </tr>
        </thead>
        <tbody>
          {errors.map(({ row, column, message }, index) => (
            // Nothing else tells two problems apart (a line can have the same one twice); the list
            // is only ever replaced whole.
            <tr key={index}>
              {/* Line 0 is the file as a whole (not CSV, empty). */}
              <th scope="row">{row === 0 ? t('problems.wholeFile') : row}</th>
              <td>
                {column ? (
                  <code lang="en">{column}</code>
                ) : row === 0 ? null : (
                  t('problems.wholeLine')
                )}
              </td>
              <td>{message}</td>
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
      {errorCount > errors.length ? (
        <p>{t('problems.firstOf', { shown: errors.length, count: errorCount })}</p>
      ) : null}
      <p>
        {/* A plain link: the browser downloads the CSV the API names, with the session. */}
        <a className="usa-link" href={reportUrl} download>
          {t('problems.report')}
        </a>
      </p>
    </>
  );
}
