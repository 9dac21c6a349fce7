import { useId } from 'react';
import { courtLinksMissingSpanish, type CourtLinks } from '@court/contract';
import { useTranslation } from '@court/kit';
import { useCourtLinksWords } from './court-links-words';
import { STAFF_COURT_LINKS_NS } from './staff-court-links-translations';

/** Where the saved draft has no Spanish yet, so staff see it before they publish. */
export function MissingSpanish({ draft }: { draft: CourtLinks }) {
  const { t } = useTranslation(STAFF_COURT_LINKS_NS);
  const { missingSpanish } = useCourtLinksWords();
  const headingId = useId();
  const missing = courtLinksMissingSpanish(draft);
  if (missing.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{t('missing.heading')}</h3>
      <p>{t('missing.intro')}</p>
      <ul className="usa-list">
        {missing.map((name) => (
          <li key={name}>{missingSpanish(name, draft)}</li>
        ))}
      </ul>
    </section>
  );
}
