import type { ReactNode } from 'react';
import {
  documentUrl,
  formatCourtDate,
  type StaffDocument,
  type StaffDocumentVersion,
} from '@court/contract';
import { Alert, useLanguage, useTranslation } from '@court/kit';
import { StaffConfirmation } from '@court/kit/staff';
import { DocumentHistory } from './document-history';
import { useDocumentFormat } from './document-format';
import { currentVersion, type MoveDirection } from './document-values';
import { STAFF_DOCUMENTS_NS } from './staff-documents-translations';

/** What can be done to a document; the page sends each to the API. */
export interface DocumentActions {
  onReplace: (document: StaffDocument) => void;
  onEditTitles: (document: StaffDocument) => void;
  onMove: (document: StaffDocument, direction: MoveDirection) => void;
  onRetire: (document: StaffDocument) => void;
  onRestore: (document: StaffDocument) => void;
  onMakeCurrent: (document: StaffDocument, version: StaffDocumentVersion) => void;
}

/**
 * A message about the last action: its text, a key new each time (so the same words are said
 * again), and the document it is about, if it is one on screen.
 */
export interface DocumentMessage {
  text: string;
  key: number;
  slug: string | null;
}

export interface DocumentItemProps {
  document: StaffDocument;
  /** Its place among its group's listed documents (0-based), for the move buttons. */
  place: { index: number; count: number } | null;
  /** Every document, to name a retired one's replacement. */
  documents: readonly StaffDocument[];
  /** The confirmation of the last action, when it was on this document: it takes focus. */
  confirmation: DocumentMessage | null;
  /** Why the last action on this document failed, announced where focus stays. */
  failure: DocumentMessage | null;
  actions: DocumentActions;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * One document: its titles, its public address, its current file, what can be done to it, and
 * its history. Each button's name carries the title, so a list of buttons read out of context
 * still says which document it acts on.
 */
export function DocumentItem({
  document,
  place,
  documents,
  confirmation,
  failure,
  actions,
}: DocumentItemProps) {
  const { t } = useTranslation(STAFF_DOCUMENTS_NS);
  const language = useLanguage();
  const format = useDocumentFormat();
  const title = document.title[language];
  const current = currentVersion(document);
  const isListed = document.retiredAt === null;
  const ofDocument = <span className="usa-sr-only">{t('document.ofDocument', { title })}</span>;
  const replacement = documents.find((other) => other.slug === document.replacedBy);

  function moveButton(direction: MoveDirection, canMove: boolean) {
    return (
      <button
        type="button"
        className="usa-button usa-button--outline"
        // Still focusable at the end of the list, so focus stays on it after the last move.
        aria-disabled={canMove ? undefined : true}
        onClick={() => {
          if (canMove) actions.onMove(document, direction);
        }}
      >
        {t(direction === 'up' ? 'document.moveUp' : 'document.moveDown')}
        {ofDocument}
      </button>
    );
  }

  return (
    <li className="court-staff-documents__document">
      <h3 className="court-staff-documents__title">{title}</h3>
      {confirmation ? <StaffConfirmation confirmation={confirmation} /> : null}
      {failure ? (
        <Alert key={failure.key} kind="error" slim>
          <p className="usa-alert__text">{failure.text}</p>
        </Alert>
      ) : null}
      <dl className="court-staff-documents__facts">
        <Fact term={t('document.titleEn')}>
          <span lang="en">{document.title.en}</span>
        </Fact>
        <Fact term={t('document.titleEs')}>
          <span lang="es">{document.title.es}</span>
        </Fact>
        <Fact term={t('document.address')}>
          <a className="usa-link" href={document.url}>
            {document.url}
          </a>
        </Fact>
        {current ? (
          <>
            <Fact term={t('document.currentFile')}>{format.summary(current)}</Fact>
            <Fact term={t('document.uploaded')}>{format.uploaded(current)}</Fact>
          </>
        ) : null}
        {document.retiredAt !== null ? (
          <>
            <Fact term={t('retired.retiredAt')}>
              <time dateTime={document.retiredAt}>
                {formatCourtDate(document.retiredAt, language, { withTime: true })}
              </time>
            </Fact>
            <Fact term={t('retired.addressNow')}>
              {document.replacedBy === null
                ? t('retired.gone')
                : t('retired.redirects', {
                    url: replacement?.url ?? documentUrl(document.replacedBy),
                    title: replacement?.title[language] ?? document.replacedBy,
                  })}
            </Fact>
          </>
        ) : null}
      </dl>
      <div className="court-staff-documents__actions">
        {isListed ? (
          <>
            <button
              type="button"
              className="usa-button"
              aria-haspopup="dialog"
              onClick={() => actions.onReplace(document)}
            >
              {t('document.replace')}
              {ofDocument}
            </button>
            <button
              type="button"
              className="usa-button usa-button--outline"
              aria-haspopup="dialog"
              onClick={() => actions.onEditTitles(document)}
            >
              {t('document.editTitles')}
              {ofDocument}
            </button>
            {place ? moveButton('up', place.index > 0) : null}
            {place ? moveButton('down', place.index < place.count - 1) : null}
            <button
              type="button"
              className="usa-button usa-button--secondary"
              aria-haspopup="dialog"
              onClick={() => actions.onRetire(document)}
            >
              {t('document.retire')}
              {ofDocument}
            </button>
          </>
        ) : (
          <button
            type="button"
            className="usa-button usa-button--outline"
            onClick={() => actions.onRestore(document)}
          >
            {t('document.restore')}
            {ofDocument}
          </button>
        )}
      </div>
      <DocumentHistory
        document={document}
        title={title}
        onMakeCurrent={isListed ? (version) => actions.onMakeCurrent(document, version) : undefined}
      />
    </li>
  );
}
