import { STAFF_COURT_HOURS_ENDPOINT } from '@court/contract';
import { useTranslation } from '@court/kit';
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
  const { t } = useTranslation(STAFF_COURT_HOURS_NS);
  const { wording, fieldContext } = useCourtHoursWords();
  const api = useContentEditorApi(STAFF_COURT_HOURS_PATH, 'courtHoursEditor');
  return (
    <ContentEditorPage
      api={api}
      className="court-staff-court-hours"
      texts={{
        heading: t('heading'),
        intro: t('intro'),
        loading: t('loading'),
        failed: t('failed'),
        isPublished: t('draft.isPublished'),
        previewIntro: t('preview.intro'),
        changes: t('publish.changes'),
        published: t('publish.done'),
        scheduled: t('publish.scheduled'),
        noVersions: t('versions.none'),
      }}
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
