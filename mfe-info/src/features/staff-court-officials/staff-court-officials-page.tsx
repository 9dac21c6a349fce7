import { STAFF_COURT_OFFICIALS_ENDPOINT, courtOfficialsMissingSpanish } from '@court/contract';
import { StaffToolPage } from '@court/kit/staff';
import {
  ContentEditorPage,
  MissingSpanish,
  useContentEditorApi,
} from '../../shared/content-editor';
import { CourtOfficialsFields } from './court-officials-fields';
import { CourtOfficialsPreview } from './court-officials-preview';
import { useCourtOfficialsWords } from './court-officials-words';
import { STAFF_COURT_OFFICIALS_NS } from './staff-court-officials-translations';
import './staff-court-officials.css';

const STAFF_COURT_OFFICIALS_PATH = `staff/${STAFF_COURT_OFFICIALS_ENDPOINT}`;

function CourtOfficialsManager() {
  const { wording, fieldContext, missingSpanish } = useCourtOfficialsWords();
  const api = useContentEditorApi(STAFF_COURT_OFFICIALS_PATH, 'courtOfficialsEditor');
  return (
    <ContentEditorPage
      api={api}
      className="court-staff-court-officials"
      namespace={STAFF_COURT_OFFICIALS_NS}
      wording={wording}
      fields={<CourtOfficialsFields />}
      fieldContext={fieldContext}
      preview={(content) => <CourtOfficialsPreview content={content} />}
      publishNotes={(draft) => (
        <MissingSpanish
          namespace={STAFF_COURT_OFFICIALS_NS}
          places={courtOfficialsMissingSpanish(draft)}
          describe={missingSpanish}
        />
      )}
    />
  );
}

/**
 * /staff/court-officials: the officials of About Us and their biographies, photos and addresses,
 * retired ones among them (role content).
 */
export function StaffCourtOfficialsPage() {
  return (
    <StaffToolPage roles={['content']}>
      <CourtOfficialsManager />
    </StaffToolPage>
  );
}

export default StaffCourtOfficialsPage;
