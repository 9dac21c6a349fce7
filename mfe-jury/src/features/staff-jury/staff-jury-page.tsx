import { useCallback, useState } from 'react';
import { PageHeading, registerTranslations, useTranslation } from '@court/kit';
import { StaffGate } from '@court/kit/staff';
import { JuryNoticesPanel } from '../staff-jury-notices/jury-notices-panel';
import { JurorMessageSection } from './juror-message-section';
import { RegistrationsSection } from './registrations-section';
import en from './en.json';
import es from './es.json';
import './staff-jury.css';

registerTranslations('staffJury', { en, es });

/**
 * The sections whose forms show errors: the page title says "Error:" while any does, and one
 * form's success does not clear another's errors.
 */
function useSectionErrors() {
  const [sections, setSections] = useState<readonly string[]>([]);
  const reportErrors = useCallback((section: string, hasError: boolean) => {
    setSections((previous) => {
      const others = previous.filter((item) => item !== section);
      return hasError ? [...others, section] : others;
    });
  }, []);
  return { hasError: sections.length > 0, reportErrors };
}

function JuryTools() {
  const { t } = useTranslation('staffJury');
  const { hasError, reportErrors } = useSectionErrors();
  const onMessageErrors = useCallback(
    (sectionHasError: boolean) => reportErrors('message', sectionHasError),
    [reportErrors],
  );
  const onNoticeErrors = useCallback(
    (sectionHasError: boolean) => reportErrors('notices', sectionHasError),
    [reportErrors],
  );
  return (
    <div className="court-page court-staff-jury">
      <PageHeading hasError={hasError}>{t('heading')}</PageHeading>
      <p>{t('intro')}</p>
      {/* One section per tool, each loading its own data. */}
      <JurorMessageSection onErrorChange={onMessageErrors} />
      <RegistrationsSection />
      <JuryNoticesPanel onErrorChange={onNoticeErrors} />
    </div>
  );
}

/**
 * staff/jury: the jury office's tools (role jury; admin too): the message of the public jury
 * service page, and the jurors registered for notifications by service date.
 */
export default function StaffJuryPage() {
  return (
    <StaffGate roles={['jury']}>
      <JuryTools />
    </StaffGate>
  );
}
