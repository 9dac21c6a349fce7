import { useId, useState, type ReactNode } from 'react';
import type { FormikValues } from 'formik';
import {
  formatCourtDate,
  type ContentChange,
  type ContentEditor,
  type ContentVersion,
} from '@court/contract';
import { Alert, useLanguage, useTranslation } from '@court/kit';
import {
  StaffConfirmation,
  StaffConfirmDialog,
  StaffLoadState,
  StaffToolFrame,
  useStaffConfirmation,
  useStaffToolErrors,
} from '@court/kit/staff';
import { useTypedValues } from '../typed-values';
import { ContentChanges, type ContentChangeWording } from './content-changes';
import { ContentDraftForm } from './content-draft-form';
import type { ContentEditorApi } from './content-editor-api';
import { CONTENT_EDITOR_NS } from './content-editor-translations';
import { ContentPreview } from './content-preview';
import { ContentPublishForm } from './content-publish-form';
import { ContentVersions, type VersionAction, type VersionActionState } from './content-versions';
import './content-editor-page.css';

/**
 * The keys every content tool's own translations have, read from its namespace: heading, intro,
 * loading, failed, draft.isPublished (under the draft's heading while it is what the site shows),
 * preview.intro, publish.changes (introduces what publishing changes), publish.done and
 * publish.scheduled (the confirmations), versions.none (nothing published yet).
 */
export interface ContentEditorPageProps<
  Content extends FormikValues,
  Change extends ContentChange,
> {
  api: ContentEditorApi<ContentEditor<Content, Change>>;
  /** The page's own class, e.g. "court-staff-court-hours". */
  className: string;
  /** The tool's translation namespace, with the keys above. */
  namespace: string;
  wording: ContentChangeWording<Change>;
  /** The draft form's fields. */
  fields: ReactNode;
  /**
   * Which of several like fields an error's path is (an office and a day), in words; given the
   * draft the form started from, whose lists the paths index.
   */
  fieldContext?: (name: string, draft: Content) => string | undefined;
  /**
   * The public pages' components that show the content, given it as typed; the preview renders
   * them once in each language.
   */
  preview: (content: Content) => ReactNode;
  /** What staff should see before publishing the saved draft (where Spanish is missing). */
  publishNotes?: (draft: Content) => ReactNode;
}

/**
 * A content tool: the draft's form and preview, what publishing it would change, and every
 * version. Each write answers with the whole view, which replaces the one on screen; the forms
 * start again from the draft it holds, and the staff confirmation, which takes focus, says what
 * was done. Its page is a StaffToolFrame: the tool renders it inside its StaffToolPage.
 */
export function ContentEditorPage<Content extends FormikValues, Change extends ContentChange>({
  api,
  className,
  namespace,
  wording,
  fields,
  fieldContext,
  preview,
  publishNotes,
}: ContentEditorPageProps<Content, Change>) {
  const { t } = useTranslation(CONTENT_EDITOR_NS);
  const own = useTranslation(namespace).t;
  const language = useLanguage();
  const { load, reload, update } = api.get;
  const draftHeadingId = useId();
  const publishHeadingId = useId();
  const reportDraftErrors = useStaffToolErrors();
  const reportPublishErrors = useStaffToolErrors();
  // A new key gives fresh forms, started from the draft the last answer holds.
  const [formKey, setFormKey] = useState(0);
  const typed = useTypedValues<Content>();
  const [busyVersion, setBusyVersion] = useState<VersionActionState | null>(null);
  const [failedAction, setFailedAction] = useState<VersionAction | null>(null);
  // A version to make the draft while a saved draft holds changes of its own: asked first.
  const [replacing, setReplacing] = useState<ContentVersion<Content, Change> | null>(null);
  const { confirmation, confirm } = useStaffConfirmation();

  function show(editor: ContentEditor<Content, Change>, message: string) {
    update(() => editor);
    setFormKey((previous) => previous + 1);
    typed.set(null);
    confirm(message);
  }

  async function act(action: VersionAction, version: ContentVersion<Content, Change>) {
    setBusyVersion({ action, number: version.number });
    setFailedAction(null);
    const answer = await api.write('POST', `versions/${version.number}/${action}`);
    setBusyVersion(null);
    if (answer.ok && answer.data) {
      show(answer.data, t(`versions.${action}.done`, { number: version.number }));
    } else {
      setFailedAction(action);
    }
  }

  return (
    <StaffToolFrame
      load={load}
      className={`court-content-editor ${className}`}
      heading={own('heading')}
      intro={own('intro')}
    >
      <StaffConfirmation confirmation={confirmation} />
      {/* The tool's address is fixed and takes no query: a 404 or a 400 is a fault. */}
      <StaffLoadState
        load={load}
        retry={reload}
        texts={{ loading: own('loading'), failed: own('failed'), retry: t('retry') }}
      >
        {(editor) => (
          <>
            <h2 id={draftHeadingId}>{t('draft.heading')}</h2>
            <p>
              {editor.draftSavedBy !== null && editor.draftSavedAt !== null
                ? t('draft.savedBy', {
                    name: editor.draftSavedBy,
                    date: formatCourtDate(editor.draftSavedAt, language, { withTime: true }),
                  })
                : own('draft.isPublished')}
            </p>
            <ContentDraftForm
              key={formKey}
              api={api}
              initialValues={editor.draft}
              labelledBy={draftHeadingId}
              onSaved={(saved) => show(saved, t('draft.saved'))}
              typed={typed}
              onErrorChange={reportDraftErrors}
              fieldContext={fieldContext && ((name) => fieldContext(name, editor.draft))}
            >
              {fields}
            </ContentDraftForm>
            <ContentPreview
              intro={own('preview.intro')}
              typed={typed}
              saved={editor.draft}
              render={preview}
            />

            <h2 id={publishHeadingId}>{t('publish.heading')}</h2>
            {editor.draftSavedBy === null ? (
              <p>{t('publish.nothing')}</p>
            ) : (
              <>
                <p>{own('publish.changes')}</p>
                <ContentChanges changes={editor.unpublishedChanges} wording={wording} />
                {publishNotes?.(editor.draft)}
                <ContentPublishForm
                  key={formKey}
                  api={api}
                  labelledBy={publishHeadingId}
                  onErrorChange={reportPublishErrors}
                  onPublished={(published, scheduled) =>
                    show(published, scheduled ? own('publish.scheduled') : own('publish.done'))
                  }
                />
              </>
            )}

            <h2>{t('versions.heading')}</h2>
            {failedAction !== null ? (
              <Alert kind="error" slim>
                <p className="usa-alert__text">{t(`versions.${failedAction}.failed`)}</p>
              </Alert>
            ) : null}
            {editor.versions.length === 0 ? (
              <p>{own('versions.none')}</p>
            ) : (
              <ContentVersions
                versions={editor.versions}
                wording={wording}
                busy={busyVersion}
                onAction={(action, version) => {
                  if (action === 'restore' && editor.draftSavedBy !== null) setReplacing(version);
                  else void act(action, version);
                }}
              />
            )}
            {replacing && editor.draftSavedBy !== null && editor.draftSavedAt !== null ? (
              <StaffConfirmDialog
                heading={t('versions.restore.replace.heading', { number: replacing.number })}
                confirmLabel={t('versions.restore.replace.confirm')}
                closeLabel={t('versions.restore.replace.keep')}
                send={() => api.write('POST', `versions/${replacing.number}/restore`)}
                onDone={(restored) => {
                  setReplacing(null);
                  if (restored) {
                    show(restored, t('versions.restore.done', { number: replacing.number }));
                  }
                }}
                onFailure={() => t('versions.restore.failed')}
                onClose={() => setReplacing(null)}
              >
                <p>
                  {t('versions.restore.replace.body', {
                    number: replacing.number,
                    name: editor.draftSavedBy,
                    date: formatCourtDate(editor.draftSavedAt, language, { withTime: true }),
                  })}
                </p>
              </StaffConfirmDialog>
            ) : null}
          </>
        )}
      </StaffLoadState>
    </StaffToolFrame>
  );
}
