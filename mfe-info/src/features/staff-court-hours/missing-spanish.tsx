import { useId } from 'react';
import { courtHoursMissingSpanish, type CourtHours } from '@court/contract';
import { useTranslation } from '@court/kit';
import { useCourtHoursWords } from './court-hours-words';
import { STAFF_COURT_HOURS_NS } from './staff-court-hours-translations';

/** Where the saved draft has no Spanish yet, so staff see it before they publish. */
export function MissingSpanish({ draft }: { draft: CourtHours }) {
  const { t } = useTranslation(STAFF_COURT_HOURS_NS);
  const { missingSpanish } = useCourtHoursWords();
  const headingId = useId();
  const missing = courtHoursMissingSpanish(draft);
  if (missing.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{t('missing.heading')}</h3>
      <p>{t('missing.intro')}</p>
      <ul className="usa-list">
        {missing.map((name) => (
          <li key={name}>{missingSpanish(name)}</li>
        ))}
      </ul>
    </section>
  );
}
