import { STAFF_COURT_HOURS_ENDPOINT } from '@court/contract';
import { StaffGate } from '@court/kit/staff';
import { ContentEditorPage, useContentEditorApi } from '../../shared/content-editor';
import { CourtHoursFields } from './court-hours-fields';
import { CourtHoursPreview } from './court-hours-preview';
import { useCourtHoursWords } from './court-hours-words';
import { MissingSpanish } from './missing-spanish';
import { STAFF_COURT_HOURS_NS } from './staff-court-hours-translations';
import './staff-court-hours.css';

const STAFF_COURT_HOURS_PATH = `staff/${STAFF_COURT_HOURS_ENDPOINT}`;

function CourtHoursManager() {
  const { wording, fieldContext } = useCourtHoursWords();
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
      publishNotes={(draft) => <MissingSpanish draft={draft} />}
    />
  );
}

/** /staff/court-hours: when the court and the Clerk's office are open (role content). */
export function StaffCourtHoursPage() {
  return (
    <StaffGate roles={['content']}>
      <CourtHoursManager />
    </StaffGate>
  );
}

export default StaffCourtHoursPage;
