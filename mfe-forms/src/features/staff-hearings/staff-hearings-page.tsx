import { useState } from 'react';
import { STAFF_HEARING_IMPORTS_PATH, type HearingImport } from '@court/contract';
import { useApiGet, useTranslation } from '@court/kit';
import {
  StaffConfirmation,
  StaffLoadState,
  StaffToolFrame,
  StaffToolPage,
  useStaffConfirmation,
  useStaffToolErrors,
} from '@court/kit/staff';
import { HearingDayNotices } from './hearing-day-notices';
import { ImportProblems } from './import-problems';
import { ImportsTable } from './imports-table';
import { ScheduleGuide } from './schedule-guide';
import { ScheduleUploadForm } from './schedule-upload-form';
import { STAFF_HEARINGS_NS } from './staff-hearings-translations';

const UPLOAD_HEADING_ID = 'staff-hearings-upload-heading';

/**
 * The page itself: what a schedule file needs, the upload, the latest imports, and the notices to
 * people with a hearing on a day. An applied schedule is confirmed with its counts in the staff
 * confirmation, which takes focus; a refused one shows in the form's error summary, which takes
 * focus, with its problems listed below. Either way the list of imports is loaded again, the new
 * one at its top.
 */
function HearingScheduleManager() {
  const { t } = useTranslation(STAFF_HEARINGS_NS);
  const { load, reload } = useApiGet(STAFF_HEARING_IMPORTS_PATH, 'hearingImports');
  const reportUploadErrors = useStaffToolErrors();
  const reportNoticeErrors = useStaffToolErrors();
  const [refused, setRefused] = useState<HearingImport | null>(null);
  // A new key empties the form after a schedule was imported: the next one is another file.
  const [formKey, setFormKey] = useState(0);
  const { confirmation, confirm, clear: clearConfirmation } = useStaffConfirmation();

  function handleUploadStart() {
    clearConfirmation();
    setRefused(null);
  }

  function handleApplied(applied: HearingImport | null) {
    confirm(
      applied
        ? t('upload.applied', { ...applied.counts, count: applied.counts.rows })
        : t('upload.answerUnread'),
    );
    setFormKey((previous) => previous + 1);
    reload();
  }

  function handleRefused(refusedImport: HearingImport) {
    setRefused(refusedImport);
    reload();
  }

  return (
    <StaffToolFrame load={load} heading={t('heading')} intro={t('intro')}>
      <p>{t('wholeOrNothing')}</p>
      <ScheduleGuide />

      <h2 id={UPLOAD_HEADING_ID}>{t('upload.heading')}</h2>
      <StaffConfirmation confirmation={confirmation} />
      <ScheduleUploadForm
        key={formKey}
        labelledBy={UPLOAD_HEADING_ID}
        onUploadStart={handleUploadStart}
        onApplied={handleApplied}
        onRefused={handleRefused}
        onErrorChange={reportUploadErrors}
      />
      {refused ? <ImportProblems refused={refused} /> : null}

      <h2>{t('list.heading')}</h2>
      {/* The list's address is fixed and takes no query: a 404 or a 400 is a fault. */}
      <StaffLoadState
        load={load}
        retry={reload}
        texts={{ loading: t('list.loading'), failed: t('list.failed'), retry: t('list.retry') }}
      >
        {({ imports }) =>
          imports.length === 0 ? <p>{t('list.empty')}</p> : <ImportsTable imports={imports} />
        }
      </StaffLoadState>

      <HearingDayNotices onErrorChange={reportNoticeErrors} />
    </StaffToolFrame>
  );
}

/**
 * /staff/hearings: the court's hearing schedule and the notices to people with a hearing on a day,
 * for staff with the hearings role (admin too).
 */
export function StaffHearingsPage() {
  return (
    <StaffToolPage roles={['hearings']}>
      <HearingScheduleManager />
    </StaffToolPage>
  );
}

export default StaffHearingsPage;
