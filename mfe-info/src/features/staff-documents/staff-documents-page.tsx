import { useCallback, useRef, useState } from 'react';
import {
  DOCUMENT_GROUPS,
  STAFF_DOCUMENTS_PATH,
  documentUrl,
  type DocumentGroup,
  type StaffDocument,
  type StaffDocumentOrder,
  type StaffDocumentVersion,
} from '@court/contract';
import {
  apiRequest,
  checkedWriteAnswer,
  useApiGet,
  useLanguage,
  useTranslation,
  type ApiResult,
} from '@court/kit';
import {
  StaffConfirmation,
  StaffLoadState,
  StaffToolFrame,
  StaffToolPage,
  useStaffStore,
  useStaffToolErrors,
} from '@court/kit/staff';
import { AddDocumentForm } from './add-document-form';
import { useDocumentFormat } from './document-format';
import type { DocumentActions, DocumentMessage } from './document-item';
import { ADD_HEADING_ID, LibraryContents, LibrarySections } from './document-sections';
import {
  DOCUMENT_ORDER_PATH,
  documentPath,
  listedInGroup,
  movedOrder,
  withDocument,
  type MoveDirection,
} from './document-values';
import type { NewDocumentValues } from './document-validation';
import { EditTitlesDialog } from './edit-titles-dialog';
import { ReplaceFileDialog } from './replace-file-dialog';
import { RetireDocumentDialog } from './retire-document-dialog';
import { STAFF_DOCUMENTS_NS } from './staff-documents-translations';

type OpenDialog = { kind: 'replace' | 'titles' | 'retire'; document: StaffDocument } | null;

/**
 * What the last action came to. Said with the document it was about, taking focus there, since
 * the pressed control may be gone (a file made current, a document retired); or at the top of
 * the page when that document is not on screen. A move is said there without taking focus,
 * which stays on the move button.
 */
interface Notice extends DocumentMessage {
  takesFocus: boolean;
}

/**
 * The page itself: the listed documents by group, the retired ones, and the form for a new one;
 * a dialog per action that asks for more (a file, titles, a replacement). Every change is shown
 * from the document the API answered with, or by loading the list again when that answer
 * cannot be read.
 */
function DocumentLibrary() {
  const { t } = useTranslation(STAFF_DOCUMENTS_NS);
  const language = useLanguage();
  const format = useDocumentFormat();
  const clearStaffUser = useStaffStore((state) => state.clearStaffUser);
  const { load, reload, update } = useApiGet(STAFF_DOCUMENTS_PATH, 'staffDocuments');
  const reportFormErrors = useStaffToolErrors();
  const reportDialogErrors = useStaffToolErrors();
  // A new key gives an empty form after a document was added.
  const [formKey, setFormKey] = useState(0);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  // The first group shows its documents at first; the others by their heading's button.
  const [openGroups, setOpenGroups] = useState<ReadonlySet<DocumentGroup>>(
    () => new Set(DOCUMENT_GROUPS.slice(0, 1)),
  );
  const [failure, setFailure] = useState<DocumentMessage | null>(null);
  const messageCount = useRef(0);
  // One change at a time: a second press while the first is on its way is ignored.
  const isSending = useRef(false);

  const closeDialog = useCallback(() => {
    setDialog(null);
    reportDialogErrors(false);
  }, [reportDialogErrors]);

  const documents = load.status === 'ready' ? load.data.documents : [];

  function nextKey(): number {
    messageCount.current += 1;
    return messageCount.current;
  }

  function toggleGroup(group: DocumentGroup) {
    setOpenGroups((open) => {
      const next = new Set(open);
      if (!next.delete(group)) next.add(group);
      return next;
    });
  }

  /** Opens the group of a document something was said about, so the message can be read there. */
  function reveal(group: DocumentGroup) {
    setOpenGroups((open) => (open.has(group) ? open : new Set([...open, group])));
  }

  function announce(text: string, slug: string | null, takesFocus = true) {
    setFailure(null);
    setNotice({ text, key: nextKey(), slug, takesFocus });
  }

  /** Shows the document as the API answered it; an unreadable answer reloads the list instead. */
  function show(changed: StaffDocument | null) {
    if (changed) update((list) => withDocument(list, changed));
    else reload();
  }

  /** Says what was done, with the document when the answer could be read. */
  function done(changed: StaffDocument | null, text: string) {
    show(changed);
    if (changed) reveal(changed.group);
    announce(text, changed?.slug ?? null);
  }

  function open(kind: 'replace' | 'titles' | 'retire', target: StaffDocument) {
    setNotice(null);
    setFailure(null);
    setDialog({ kind, document: target });
  }

  /**
   * Sends a change made without a dialog. Its failure is said with the document, where focus
   * stays; a 404 or 409 means the list is out of date, so it is loaded again.
   */
  async function change<T>(
    target: StaffDocument,
    send: () => Promise<ApiResult<T>>,
    onDone: (data: T) => void,
  ) {
    if (isSending.current) return;
    isSending.current = true;
    setFailure(null);
    const result = await send();
    isSending.current = false;
    if (result.ok) {
      onDone(result.data);
      return;
    }
    if (result.status === 401) clearStaffUser();
    if (result.status === 404 || result.status === 409) reload();
    setNotice(null);
    setFailure({ text: result.error, key: nextKey(), slug: target.slug });
  }

  function groupName(target: StaffDocument): string {
    return t(`groups.${target.group}`, { defaultValue: target.group });
  }

  const actions: DocumentActions = {
    onReplace: (target) => open('replace', target),
    onEditTitles: (target) => open('titles', target),
    onRetire: (target) => open('retire', target),
    onMakeCurrent: (target: StaffDocument, version: StaffDocumentVersion) =>
      void change(
        target,
        async () =>
          checkedWriteAnswer(
            await apiRequest<unknown>(
              'POST',
              `${documentPath(target.slug)}/versions/${version.id}/current`,
            ),
            'staffDocument',
          ),
        (changed) =>
          done(changed, t('history.madeCurrent', { when: format.when(version), url: target.url })),
      ),
    onRestore: (target) =>
      void change(
        target,
        async () =>
          checkedWriteAnswer(
            await apiRequest<unknown>('POST', `${documentPath(target.slug)}/restore`),
            'staffDocument',
          ),
        (changed) =>
          done(
            changed,
            t('retired.restored', { title: target.title[language], group: groupName(target) }),
          ),
      ),
    onMove: (target: StaffDocument, direction: MoveDirection) => {
      const slugs = movedOrder(listedInGroup(documents, target.group), target.slug, direction);
      if (!slugs) return;
      const body: StaffDocumentOrder = { group: target.group, slugs };
      void change(
        target,
        async () =>
          checkedWriteAnswer(
            await apiRequest<unknown>('PUT', DOCUMENT_ORDER_PATH, body),
            'staffDocuments',
          ),
        (list) => {
          if (list) update(() => list);
          else reload();
          const text = t(`move.${direction}`, {
            title: target.title[language],
            position: slugs.indexOf(target.slug) + 1,
            count: slugs.length,
            group: groupName(target),
          });
          announce(text, null, false);
        },
      );
    },
  };

  function handleAdded(added: StaffDocument | null, values: NewDocumentValues) {
    const title = (language === 'en' ? values.titleEn : values.titleEs).trim();
    const url = added?.url ?? documentUrl(values.slug.trim());
    setFormKey((previous) => previous + 1);
    done(added, t('add.done', { title, url }));
  }

  function handleRetired(
    retired: StaffDocument | null,
    replacedBy: string | null,
    target: StaffDocument,
  ) {
    closeDialog();
    const title = target.title[language];
    done(
      retired,
      replacedBy === null
        ? t('retireDialog.gone', { title })
        : t('retireDialog.redirected', { title, url: documentUrl(replacedBy) }),
    );
  }

  const shownWithDocument =
    notice?.slug != null && documents.some((target) => target.slug === notice.slug);

  return (
    <StaffToolFrame
      load={load}
      className="court-staff-documents"
      heading={t('heading')}
      intro={t('intro')}
    >
      <LibraryContents documents={documents} />
      <StaffConfirmation
        confirmation={notice && !shownWithDocument ? notice : null}
        takesFocus={notice?.takesFocus ?? true}
      />

      {/* The list's address is fixed and takes no query: a 404 or a 400 is a fault. */}
      <StaffLoadState
        load={load}
        retry={reload}
        texts={{ loading: t('list.loading'), failed: t('list.failed'), retry: t('list.retry') }}
      />
      {load.status === 'ready' ? (
        <>
          <LibrarySections
            documents={documents}
            openGroups={openGroups}
            onToggleGroup={toggleGroup}
            confirmation={notice}
            failure={failure}
            actions={actions}
          />
          <section aria-labelledby={ADD_HEADING_ID}>
            <h2 id={ADD_HEADING_ID}>{t('add.heading')}</h2>
            <p>{t('add.intro')}</p>
            <AddDocumentForm
              key={formKey}
              takenSlugs={new Set(documents.map((target) => target.slug))}
              labelledBy={ADD_HEADING_ID}
              onAdded={handleAdded}
              onErrorChange={reportFormErrors}
            />
          </section>
        </>
      ) : null}

      {dialog?.kind === 'replace' ? (
        <ReplaceFileDialog
          document={dialog.document}
          onDone={(changed) => {
            closeDialog();
            const title = dialog.document.title[language];
            done(changed, t('replaceDialog.done', { title, url: dialog.document.url }));
          }}
          onClose={closeDialog}
          onErrorChange={reportDialogErrors}
        />
      ) : null}
      {dialog?.kind === 'titles' ? (
        <EditTitlesDialog
          document={dialog.document}
          onDone={(changed) => {
            closeDialog();
            const title = (changed ?? dialog.document).title[language];
            done(changed, t('titlesDialog.done', { title }));
          }}
          onClose={closeDialog}
          onErrorChange={reportDialogErrors}
        />
      ) : null}
      {dialog?.kind === 'retire' ? (
        <RetireDocumentDialog
          document={dialog.document}
          documents={documents}
          onDone={(changed, replacedBy) => handleRetired(changed, replacedBy, dialog.document)}
          onOutdated={reload}
          onClose={closeDialog}
        />
      ) : null}
    </StaffToolFrame>
  );
}

/** /staff/documents: the document library, for staff with the documents role (admin always may). */
export function StaffDocumentsPage() {
  return (
    <StaffToolPage roles={['documents']}>
      <DocumentLibrary />
    </StaffToolPage>
  );
}

export default StaffDocumentsPage;
