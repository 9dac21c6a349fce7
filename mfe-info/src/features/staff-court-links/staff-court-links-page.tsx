import { STAFF_COURT_LINKS_ENDPOINT, courtLinksMissingSpanish } from '@court/contract';
import { StaffToolPage } from '@court/kit/staff';
import {
  ContentEditorPage,
  MissingSpanish,
  useContentEditorApi,
} from '../../shared/content-editor';
import { CourtLinksFields } from './court-links-fields';
import { CourtLinksPreview } from './court-links-preview';
import { useCourtLinksWords } from './court-links-words';
import { STAFF_COURT_LINKS_NS } from './staff-court-links-translations';

const STAFF_COURT_LINKS_PATH = `staff/${STAFF_COURT_LINKS_ENDPOINT}`;

function CourtLinksManager() {
  const { wording, fieldContext, missingSpanish } = useCourtLinksWords();
  const api = useContentEditorApi(STAFF_COURT_LINKS_PATH, 'courtLinksEditor');
  return (
    <ContentEditorPage
      api={api}
      className="court-staff-court-links"
      namespace={STAFF_COURT_LINKS_NS}
      wording={wording}
      fields={<CourtLinksFields />}
      fieldContext={fieldContext}
      preview={(links) => <CourtLinksPreview links={links} />}
      publishNotes={(draft) => (
        <MissingSpanish
          namespace={STAFF_COURT_LINKS_NS}
          places={courtLinksMissingSpanish(draft)}
          describe={missingSpanish}
        />
      )}
    />
  );
}

/** /staff/court-links: the Related Links page's groups and links (role content). */
export function StaffCourtLinksPage() {
  return (
    <StaffToolPage roles={['content']}>
      <CourtLinksManager />
    </StaffToolPage>
  );
}

export default StaffCourtLinksPage;
