import type { StaffDocument, StaffDocumentVersion } from '@court/contract';
import { ScrollableTable, useTranslation } from '@court/kit';
import { useDocumentFormat } from './document-format';
import { STAFF_DOCUMENTS_NS } from './staff-documents-translations';

export interface DocumentHistoryProps {
  document: StaffDocument;
  /** The title in the page's language. */
  title: string;
  /** Makes an older file current again; without it, the history only lists the files. */
  onMakeCurrent?: (version: StaffDocumentVersion) => void;
}

/**
 * Every file the document has had, newest first, each with its download, behind a disclosure:
 * the list of documents stays short to scan, and the history is one key away.
 */
export function DocumentHistory({ document, title, onMakeCurrent }: DocumentHistoryProps) {
  const { t } = useTranslation(STAFF_DOCUMENTS_NS);
  const format = useDocumentFormat();
  return (
    <details className="court-staff-documents__history">
      <summary>
        {t('history.summary', { count: document.versions.length })}
        <span className="usa-sr-only">{t('document.ofDocument', { title })}</span>
      </summary>
      <ScrollableTable
        label={t('history.label', { title })}
        caption={t('history.caption', { title })}
        tableClassName="usa-table--compact"
      >
        <thead>
          <tr>
            <th scope="col">{t('history.columns.uploaded')}</th>
            <th scope="col">{t('history.columns.by')}</th>
            <th scope="col">{t('history.columns.size')}</th>
            <th scope="col">{t('history.columns.pages')}</th>
            <th scope="col">{t('history.columns.file')}</th>
            <th scope="col">{t('history.columns.status')}</th>
          </tr>
        </thead>
        <tbody>
          {document.versions.map((version) => {
            const when = format.when(version);
            const ofVersion = (
              <span className="usa-sr-only">{t('history.ofVersion', { when })}</span>
            );
            return (
              <tr key={version.id}>
                <th scope="row">
                  <time dateTime={version.uploadedAt}>{when}</time>
                </th>
                <td>{version.uploadedBy ?? t('history.firstCatalog')}</td>
                <td>{format.size(version)}</td>
                <td>{version.pages ?? t('history.pagesNotCounted')}</td>
                <td>
                  <a className="usa-link" href={version.fileUrl}>
                    {t('history.download')}
                    {ofVersion}
                  </a>
                </td>
                <td>
                  {version.id === document.currentVersionId ? (
                    <strong>{t('history.current')}</strong>
                  ) : onMakeCurrent ? (
                    <button
                      type="button"
                      className="usa-button usa-button--unstyled"
                      onClick={() => onMakeCurrent(version)}
                    >
                      {t('history.makeCurrent')}
                      {ofVersion}
                    </button>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </ScrollableTable>
    </details>
  );
}
