import { STAFF_COURT_HOURS_ENDPOINT, courtHoursMissingSpanish } from '@court/contract';
import { StaffToolPage } from '@court/kit/staff';
import {
  ContentEditorPage,
  MissingSpanish,
  useContentEditorApi,
} from '../../shared/content-editor';
import { CourtHoursFields } from './court-hours-fields';
import { CourtHoursPreview } from './court-hours-preview';
import { useCourtHoursWords } from './court-hours-words';
import { STAFF_COURT_HOURS_NS } from './staff-court-hours-translations';
import './staff-court-hours.css';

const STAFF_COURT_HOURS_PATH = `staff/${STAFF_COURT_HOURS_ENDPOINT}`;

function CourtHoursManager() {
  const { wording, fieldContext, missingSpanish } = useCourtHoursWords();
  const api = useContentEditorApi(STAFF_COURT_HOURS_PATH, 'courtHoursEditor');
  return (
    <ContentEditorPage
      api={api}
      className="court-staff-court-hours"
      namespace={STAFF_COURT_HOURS_NS}
      wording={wording}
      fields={<CourtHoursFields />}
      fieldContext={fieldContext}
      preview={(hours) => <CourtHoursPreview hours={hours} />}
      publishNotes={(draft) => (
        <MissingSpanish
          namespace={STAFF_COURT_HOURS_NS}
          places={courtHoursMissingSpanish(draft)}
          describe={missingSpanish}
        />
      )}
    />
  );
}

/** /staff/court-hours: when the court and the Clerk's office are open (role content). */
export function StaffCourtHoursPage() {
  return (
    <StaffToolPage roles={['content']}>
      <CourtHoursManager />
    </StaffToolPage>
  );
}

export default StaffCourtHoursPage;
