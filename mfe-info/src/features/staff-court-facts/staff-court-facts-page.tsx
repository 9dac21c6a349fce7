import { useState } from 'react';
import {
  formatCourtDate,
  type CourtFactsEditor,
  type CourtFactsVersion,
  type CourtInfo,
} from '@court/contract';
import {
  apiRequest,
  checkedWriteAnswer,
  isForbidden,
  PageHeading,
  useApiGet,
  useLanguage,
  useTranslation,
} from '@court/kit';
import {
  StaffConfirmation,
  StaffForbidden,
  StaffGate,
  StaffLoadState,
  useStaffConfirmation,
  useStaffStore,
} from '@court/kit/staff';
import { CourtFactChanges } from './court-fact-changes';
import { CourtFactsForm, STAFF_COURT_FACTS_PATH } from './court-facts-form';
import { CourtFactsPreview } from './court-facts-preview';
import {
  CourtFactsVersions,
  type VersionAction,
  type VersionActionState,
} from './court-facts-versions';
import { PublishForm } from './publish-form';
import { STAFF_COURT_FACTS_NS } from './staff-court-facts-translations';

const DRAFT_HEADING_ID = 'staff-court-facts-draft-heading';
const PUBLISH_HEADING_ID = 'staff-court-facts-publish-heading';

/**
 * The draft's form and preview, what publishing it would change, and every version. Each write
 * answers with the whole view, which replaces the one on screen; the form starts again from the
 * draft it holds, and the staff confirmation, which takes focus, says what was done.
 */
function CourtFactsManager() {
  const { t } = useTranslation(STAFF_COURT_FACTS_NS);
  const language = useLanguage();
  const clearStaffUser = useStaffStore((state) => state.clearStaffUser);
  const { load, reload, update } = useApiGet(STAFF_COURT_FACTS_PATH, 'courtFactsEditor');
  const [draftHasError, setDraftHasError] = useState(false);
  const [publishHasError, setPublishHasError] = useState(false);
  // A new key gives fresh forms, started from the draft the last answer holds.
  const [formKey, setFormKey] = useState(0);
  const [typed, setTyped] = useState<CourtInfo | null>(null);
  const [busyVersion, setBusyVersion] = useState<VersionActionState | null>(null);
  const [failedAction, setFailedAction] = useState<VersionAction | null>(null);
  const { confirmation, confirm } = useStaffConfirmation();

  function show(editor: CourtFactsEditor, message: string) {
    update(() => editor);
    setFormKey((previous) => previous + 1);
    setTyped(null);
    confirm(message);
  }

  async function act(action: VersionAction, version: CourtFactsVersion) {
    setBusyVersion({ action, number: version.number });
    setFailedAction(null);
    const result = await apiRequest<unknown>(
      'POST',
      `${STAFF_COURT_FACTS_PATH}/versions/${version.number}/${action}`,
    );
    if (!result.ok && result.status === 401) clearStaffUser();
    const answer = await checkedWriteAnswer(result, 'courtFactsEditor');
    setBusyVersion(null);
    if (answer.ok && answer.data) {
      show(answer.data, t(`versions.${action}.done`, { number: version.number }));
    } else {
      setFailedAction(action);
    }
  }

  if (isForbidden(load)) return <StaffForbidden />;

  return (
    <div className="court-page court-staff-court-facts">
      <PageHeading hasError={draftHasError || publishHasError}>{t('heading')}</PageHeading>
      <p>{t('intro')}</p>
      <StaffConfirmation confirmation={confirmation} />
      {/* The tool's address is fixed and takes no query: a 404 or a 400 is a fault. */}
      <StaffLoadState
        load={load}
        retry={reload}
        texts={{ loading: t('loading'), failed: t('failed'), retry: t('retry') }}
      >
        {(editor) => (
          <>
            <h2 id={DRAFT_HEADING_ID}>{t('draft.heading')}</h2>
            <p>
              {editor.draftSavedBy !== null && editor.draftSavedAt !== null
                ? t('draft.savedBy', {
                    name: editor.draftSavedBy,
                    date: formatCourtDate(editor.draftSavedAt, language, { withTime: true }),
                  })
                : t('draft.isPublished')}
            </p>
            <CourtFactsForm
              key={formKey}
              initialValues={editor.draft}
              labelledBy={DRAFT_HEADING_ID}
              onSaved={(saved) => show(saved, t('draft.saved'))}
              onDraftChange={setTyped}
              onErrorChange={setDraftHasError}
            />
            <CourtFactsPreview values={typed ?? editor.draft} />

            <h2 id={PUBLISH_HEADING_ID}>{t('publish.heading')}</h2>
            {editor.draftSavedBy === null ? (
              <p>{t('publish.nothing')}</p>
            ) : (
              <>
                <p>{t('publish.changes')}</p>
                <CourtFactChanges changes={editor.unpublishedChanges} />
                <PublishForm
                  key={formKey}
                  labelledBy={PUBLISH_HEADING_ID}
                  onErrorChange={setPublishHasError}
                  onPublished={(published, scheduled) =>
                    show(published, scheduled ? t('publish.scheduled') : t('publish.done'))
                  }
                />
              </>
            )}

            <h2>{t('versions.heading')}</h2>
            {failedAction !== null ? (
              <div className="usa-alert usa-alert--error usa-alert--slim" role="alert">
                <div className="usa-alert__body">
                  <p className="usa-alert__text">{t(`versions.${failedAction}.failed`)}</p>
                </div>
              </div>
            ) : null}
            {editor.versions.length === 0 ? (
              <p>{t('versions.none')}</p>
            ) : (
              <CourtFactsVersions
                versions={editor.versions}
                busy={busyVersion}
                onAction={(action, version) => void act(action, version)}
              />
            )}
          </>
        )}
      </StaffLoadState>
    </div>
  );
}

/** /staff/court-facts: the court's name, address, phones, e-mail and links (role content). */
export function StaffCourtFactsPage() {
  return (
    <StaffGate roles={['content']}>
      <CourtFactsManager />
    </StaffGate>
  );
}

export default StaffCourtFactsPage;
