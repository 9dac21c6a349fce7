import { formatCourtDate, type CourtFactsVersion } from '@court/contract';
import { ScrollableTable, useLanguage, useTranslation } from '@court/kit';
import { CourtFactChanges } from './court-fact-changes';
import { STAFF_COURT_FACTS_NS } from './staff-court-facts-translations';

export interface CourtFactsVersionsProps {
  versions: readonly CourtFactsVersion[];
  onRestore: (version: CourtFactsVersion) => void;
  /** A restore on its way: its button waits. */
  restoring: number | null;
}

/** Every version published, newest first: who, from when, what it changed, and a restore. */
export function CourtFactsVersions({ versions, onRestore, restoring }: CourtFactsVersionsProps) {
  const { t } = useTranslation(STAFF_COURT_FACTS_NS);
  const language = useLanguage();
  return (
    <ScrollableTable
      label={t('versions.label')}
      caption={t('versions.caption')}
      tableClassName="usa-table--compact"
    >
      <thead>
        <tr>
          <th scope="col">{t('versions.columns.number')}</th>
          <th scope="col">{t('versions.columns.shows')}</th>
          <th scope="col">{t('versions.columns.state')}</th>
          <th scope="col">{t('versions.columns.by')}</th>
          <th scope="col">{t('versions.columns.changes')}</th>
          <th scope="col">{t('versions.columns.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {versions.map((version) => (
          <tr key={version.number}>
            <th scope="row">{version.number}</th>
            <td>
              <time dateTime={version.publishAt}>
                {formatCourtDate(version.publishAt, language, { withTime: true })}
              </time>
            </td>
            <td>{t(`versions.state.${version.state}`)}</td>
            <td>{version.publishedBy}</td>
            <td>
              <CourtFactChanges changes={version.changes} />
            </td>
            <td>
              <button
                type="button"
                className="usa-button usa-button--unstyled"
                disabled={restoring !== null}
                onClick={() => onRestore(version)}
              >
                {restoring === version.number ? t('versions.restoring') : t('versions.restore')}
                <span className="usa-sr-only">
                  {' '}
                  {t('versions.ofVersion', { number: version.number })}
                </span>
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
