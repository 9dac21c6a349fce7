import { formatCourtDate, type ContentChange, type ContentVersion } from '@court/contract';
import { ScrollableTable, useLanguage, useTranslation } from '@court/kit';
import { ContentChanges, type ContentChangeWording } from './content-changes';
import { CONTENT_EDITOR_NS } from './content-editor-translations';

/** What staff can do to a version: make it the draft, or cancel it before its time. */
export type VersionAction = 'restore' | 'cancel';

const VERSION_ACTIONS: readonly VersionAction[] = ['restore', 'cancel'];
const RESTORE_ONLY: readonly VersionAction[] = ['restore'];

/** An action on its way, on which version: every button waits. */
export interface VersionActionState {
  action: VersionAction;
  number: number;
}

export interface ContentVersionsProps<Content, Change extends ContentChange> {
  versions: readonly ContentVersion<Content, Change>[];
  wording: ContentChangeWording<Change>;
  onAction: (action: VersionAction, version: ContentVersion<Content, Change>) => void;
  busy: VersionActionState | null;
}

/**
 * Every version published, newest first: who, from when, what it changed, and its actions (a
 * restore; a cancel while it waits for its time).
 */
export function ContentVersions<Content, Change extends ContentChange>({
  versions,
  wording,
  onAction,
  busy,
}: ContentVersionsProps<Content, Change>) {
  const { t } = useTranslation(CONTENT_EDITOR_NS);
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
            <td>
              {version.state === 'cancelled'
                ? t('versions.state.cancelled', { name: version.cancelledBy ?? '' })
                : t(`versions.state.${version.state}`)}
            </td>
            <td>{version.publishedBy}</td>
            <td>
              <ContentChanges changes={version.changes} wording={wording} />
            </td>
            <td>
              <ul className="usa-list usa-list--unstyled">
                {(version.state === 'scheduled' ? VERSION_ACTIONS : RESTORE_ONLY).map((action) => (
                  <li key={action}>
                    <button
                      type="button"
                      className="usa-button usa-button--unstyled"
                      disabled={busy !== null}
                      onClick={() => onAction(action, version)}
                    >
                      {busy?.action === action && busy.number === version.number
                        ? t('versions.wait')
                        : t(`versions.${action}.button`)}
                      <span className="usa-sr-only">
                        {' '}
                        {t('versions.ofVersion', { number: version.number })}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
