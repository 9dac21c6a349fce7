import { STAFF_COURT_CONTACTS_ENDPOINT, courtContactsMissingSpanish } from '@court/contract';
import { StaffToolPage } from '@court/kit/staff';
import {
  ContentEditorPage,
  MissingSpanish,
  useContentEditorApi,
} from '../../shared/content-editor';
import { CourtContactsFields } from './court-contacts-fields';
import { CourtContactsPreview } from './court-contacts-preview';
import { useCourtContactsWords } from './court-contacts-words';
import { STAFF_COURT_CONTACTS_NS } from './staff-court-contacts-translations';
import './staff-court-contacts.css';

const STAFF_COURT_CONTACTS_PATH = `staff/${STAFF_COURT_CONTACTS_ENDPOINT}`;

function CourtContactsManager() {
  const { wording, fieldContext, missingSpanish } = useCourtContactsWords();
  const api = useContentEditorApi(STAFF_COURT_CONTACTS_PATH, 'courtContactsEditor');
  return (
    <ContentEditorPage
      api={api}
      className="court-staff-court-contacts"
      namespace={STAFF_COURT_CONTACTS_NS}
      wording={wording}
      fields={<CourtContactsFields />}
      fieldContext={fieldContext}
      preview={(contacts) => <CourtContactsPreview contacts={contacts} />}
      publishNotes={(draft) => (
        <MissingSpanish
          namespace={STAFF_COURT_CONTACTS_NS}
          places={courtContactsMissingSpanish(draft)}
          describe={missingSpanish}
        />
      )}
    />
  );
}

/** /staff/court-contacts: the office phones of Contact Us (role content). */
export function StaffCourtContactsPage() {
  return (
    <StaffToolPage roles={['content']}>
      <CourtContactsManager />
    </StaffToolPage>
  );
}

export default StaffCourtContactsPage;
