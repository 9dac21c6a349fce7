import type { DocumentGroup, StaffDocument } from '@court/contract';
import { useTranslation } from '@court/kit';
import { DocumentItem, type DocumentActions, type DocumentMessage } from './document-item';
import { groupsOf, isListed, listedInGroup } from './document-values';
import { STAFF_DOCUMENTS_NS } from './staff-documents-translations';

export const RETIRED_HEADING_ID = 'documents-retired';
export const ADD_HEADING_ID = 'documents-add';

function groupHeadingId(group: DocumentGroup): string {
  return `documents-${group}`;
}

/**
 * Links to each part of a long page (WCAG 2.4.5): a keyboard user reaches the form or a group
 * without tabbing through every document before it.
 */
export function LibraryContents({ documents }: { documents: readonly StaffDocument[] }) {
  const { t } = useTranslation(STAFF_DOCUMENTS_NS);
  const parts = [
    ...groupsOf(documents).map((group) => ({
      id: groupHeadingId(group),
      text: t(`groups.${group}`, { defaultValue: group }),
    })),
    { id: RETIRED_HEADING_ID, text: t('retired.heading') },
    { id: ADD_HEADING_ID, text: t('add.heading') },
  ];
  return (
    <nav aria-label={t('onThisPage')}>
      <ul className="usa-list">
        {parts.map(({ id, text }) => (
          <li key={id}>
            <a className="usa-link" href={`#${id}`}>
              {text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface LibrarySectionsProps {
  documents: readonly StaffDocument[];
  /** The groups whose documents show; the others show their name and count only. */
  openGroups: ReadonlySet<DocumentGroup>;
  onToggleGroup: (group: DocumentGroup) => void;
  /** The confirmation of the last action; shown with the document it is about. */
  confirmation: DocumentMessage | null;
  /** Why the last action failed; shown with the document it is about. */
  failure: DocumentMessage | null;
  actions: DocumentActions;
}

/**
 * The listed documents, a section per group in the tool's order, then the retired ones. Each
 * group opens and closes by its heading's button: a library of sixty documents with seven
 * controls each was hundreds of Tab presses long, and staff look for one group at a time.
 */
export function LibrarySections({
  documents,
  openGroups,
  onToggleGroup,
  confirmation,
  failure,
  actions,
}: LibrarySectionsProps) {
  const { t } = useTranslation(STAFF_DOCUMENTS_NS);
  const retired = documents.filter((document) => !isListed(document));

  function item(document: StaffDocument, place: { index: number; count: number } | null) {
    return (
      <DocumentItem
        key={document.slug}
        document={document}
        place={place}
        documents={documents}
        confirmation={confirmation?.slug === document.slug ? confirmation : null}
        failure={failure?.slug === document.slug ? failure : null}
        actions={actions}
      />
    );
  }

  return (
    <>
      {groupsOf(documents).map((group) => {
        const listed = listedInGroup(documents, group);
        const isOpen = openGroups.has(group);
        const panelId = `${groupHeadingId(group)}-documents`;
        return (
          <section key={group} aria-labelledby={groupHeadingId(group)}>
            <h2 className="court-staff-documents__group">
              <button
                type="button"
                className="usa-button usa-button--unstyled court-staff-documents__group-button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => onToggleGroup(group)}
              >
                {/* The section is named by the group alone; the heading adds the count. */}
                <span id={groupHeadingId(group)}>
                  {t(`groups.${group}`, { defaultValue: group })}
                </span>{' '}
                <span className="court-staff-documents__group-count">
                  {t('list.count', { count: listed.length })}
                </span>
              </button>
            </h2>
            <div id={panelId} hidden={!isOpen}>
              {listed.length === 0 ? (
                <p>{t('list.emptyGroup')}</p>
              ) : (
                // Keyed by slug, a moved document's element moves with it, and React keeps the
                // focus on its move button.
                <ol className="usa-list usa-list--unstyled">
                  {listed.map((document, index) => item(document, { index, count: listed.length }))}
                </ol>
              )}
            </div>
          </section>
        );
      })}
      <section aria-labelledby={RETIRED_HEADING_ID}>
        <h2 id={RETIRED_HEADING_ID}>{t('retired.heading')}</h2>
        <p>{t('retired.intro')}</p>
        {retired.length === 0 ? (
          <p>{t('retired.none')}</p>
        ) : (
          <ul className="usa-list usa-list--unstyled">
            {retired.map((document) => item(document, null))}
          </ul>
        )}
      </section>
    </>
  );
}
