import type { CourtFactChange } from '@court/contract';
import { useTranslation } from '@court/kit';
import { STAFF_COURT_FACTS_NS } from './staff-court-facts-translations';

/** What a version or the draft changes, in words: each fact by its label, before and after. */
export function CourtFactChanges({ changes }: { changes: readonly CourtFactChange[] }) {
  const { t } = useTranslation(STAFF_COURT_FACTS_NS);
  if (changes.length === 0) return <p>{t('changes.none')}</p>;
  return (
    <ul className="usa-list court-staff-court-facts__changes">
      {changes.map((change) => (
        <li key={change.name}>
          {t('changes.item', {
            fact: t(`facts.${change.name}`),
            before: change.before,
            after: change.after,
          })}
        </li>
      ))}
    </ul>
  );
}
