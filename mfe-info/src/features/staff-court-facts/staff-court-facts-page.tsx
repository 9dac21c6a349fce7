import { STAFF_COURT_FACTS_ENDPOINT, type CourtFactChange } from '@court/contract';
import { CourtFactsContext, useTranslation } from '@court/kit';
import { StaffToolPage } from '@court/kit/staff';
import { ContentEditorPage, useContentEditorApi } from '../../shared/content-editor';
import { CourtFactsFields } from './court-facts-fields';
import { CourtFactsPreview } from './court-facts-preview';
import { STAFF_COURT_FACTS_NS } from './staff-court-facts-translations';

const STAFF_COURT_FACTS_PATH = `staff/${STAFF_COURT_FACTS_ENDPOINT}`;

function CourtFactsManager() {
  const { t } = useTranslation(STAFF_COURT_FACTS_NS);
  const api = useContentEditorApi(STAFF_COURT_FACTS_PATH, 'courtFactsEditor');
  return (
    <ContentEditorPage
      api={api}
      className="court-staff-court-facts"
      namespace={STAFF_COURT_FACTS_NS}
      wording={{
        none: t('changes.none'),
        describe: ({ name, before, after }: CourtFactChange) => ({
          name: t(`facts.${name}`),
          before,
          after,
        }),
      }}
      fields={<CourtFactsFields />}
      preview={(facts) => (
        <CourtFactsContext value={facts}>
          <CourtFactsPreview />
        </CourtFactsContext>
      )}
    />
  );
}

/** /staff/court-facts: the court's name, address, phones, e-mail and links (role content). */
export function StaffCourtFactsPage() {
  return (
    <StaffToolPage roles={['content']}>
      <CourtFactsManager />
    </StaffToolPage>
  );
}

export default StaffCourtFactsPage;
