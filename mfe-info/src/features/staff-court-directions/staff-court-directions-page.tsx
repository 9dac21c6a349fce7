import { STAFF_COURT_DIRECTIONS_ENDPOINT, courtDirectionsMissingSpanish } from '@court/contract';
import { StaffToolPage } from '@court/kit/staff';
import {
  ContentEditorPage,
  MissingSpanish,
  useContentEditorApi,
} from '../../shared/content-editor';
import { CourtDirectionsFields } from './court-directions-fields';
import { CourtDirectionsPreview } from './court-directions-preview';
import { useCourtDirectionsWords } from './court-directions-words';
import { STAFF_COURT_DIRECTIONS_NS } from './staff-court-directions-translations';

const STAFF_COURT_DIRECTIONS_PATH = `staff/${STAFF_COURT_DIRECTIONS_ENDPOINT}`;

function CourtDirectionsManager() {
  const { wording, fieldContext, missingSpanish } = useCourtDirectionsWords();
  const api = useContentEditorApi(STAFF_COURT_DIRECTIONS_PATH, 'courtDirectionsEditor');
  return (
    <ContentEditorPage
      api={api}
      className="court-staff-court-directions"
      namespace={STAFF_COURT_DIRECTIONS_NS}
      wording={wording}
      fields={<CourtDirectionsFields />}
      fieldContext={fieldContext}
      preview={(directions) => <CourtDirectionsPreview directions={directions} />}
      publishNotes={(draft) => (
        <MissingSpanish
          namespace={STAFF_COURT_DIRECTIONS_NS}
          places={courtDirectionsMissingSpanish(draft)}
          describe={missingSpanish}
        />
      )}
    />
  );
}

/**
 * /staff/court-directions: the directions to City Hall and to where jurors park, route by route
 * and step by step (role content).
 */
export function StaffCourtDirectionsPage() {
  return (
    <StaffToolPage roles={['content']}>
      <CourtDirectionsManager />
    </StaffToolPage>
  );
}

export default StaffCourtDirectionsPage;
