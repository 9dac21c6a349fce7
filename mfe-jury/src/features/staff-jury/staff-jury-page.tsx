import { registerTranslations, useTranslation } from '@court/kit';
import { StaffToolFrame, StaffToolPage, useStaffToolErrors } from '@court/kit/staff';
import { JuryNoticesPanel } from '../staff-jury-notices/jury-notices-panel';
import { JurorMessageSection } from './juror-message-section';
import { RegistrationsSection } from './registrations-section';
import en from './en.json';
import es from './es.json';
import './staff-jury.css';

registerTranslations('staffJury', { en, es });

function JuryTools() {
  const { t } = useTranslation('staffJury');
  const reportMessageErrors = useStaffToolErrors();
  const reportNoticeErrors = useStaffToolErrors();
  return (
    <StaffToolFrame className="court-staff-jury" heading={t('heading')} intro={t('intro')}>
      {/* One section per tool, each loading its own data. */}
      <JurorMessageSection onErrorChange={reportMessageErrors} />
      <RegistrationsSection />
      <JuryNoticesPanel onErrorChange={reportNoticeErrors} />
    </StaffToolFrame>
  );
}

/**
 * staff/jury: the jury office's tools (role jury; admin too): the message of the public jury
 * service page, and the jurors registered for notifications by service date.
 */
export default function StaffJuryPage() {
  return (
    <StaffToolPage roles={['jury']}>
      <JuryTools />
    </StaffToolPage>
  );
}
