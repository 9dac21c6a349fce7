import { useId } from 'react';
import { courtContactsMissingSpanish, type CourtContacts } from '@court/contract';
import { useTranslation } from '@court/kit';
import { useCourtContactsWords } from './court-contacts-words';
import { STAFF_COURT_CONTACTS_NS } from './staff-court-contacts-translations';

/** The offices of the saved draft whose Spanish name is not written, seen before publishing. */
export function MissingSpanish({ draft }: { draft: CourtContacts }) {
  const { t } = useTranslation(STAFF_COURT_CONTACTS_NS);
  const { missingSpanish } = useCourtContactsWords();
  const headingId = useId();
  const missing = courtContactsMissingSpanish(draft);
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
