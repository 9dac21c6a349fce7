import { useId } from 'react';
import type { MissingSpanishPlace } from '@court/contract';
import { useTranslation } from '@court/kit';

export interface MissingSpanishProps<Place extends MissingSpanishPlace> {
  /** The tool's translation namespace, with `missing.heading` and `missing.intro`. */
  namespace: string;
  /** Where the saved draft has no Spanish, as the contract finds the places. */
  places: readonly Place[];
  /** A place in the staff's words. */
  describe: (place: Place) => string;
}

/** Where the saved draft has no Spanish yet, so staff see it before they publish. */
export function MissingSpanish<Place extends MissingSpanishPlace>({
  namespace,
  places,
  describe,
}: MissingSpanishProps<Place>) {
  const { t } = useTranslation(namespace);
  const headingId = useId();
  if (places.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{t('missing.heading')}</h3>
      <p>{t('missing.intro')}</p>
      <ul className="usa-list">
        {places.map((place) => (
          <li key={place.key}>{describe(place)}</li>
        ))}
      </ul>
    </section>
  );
}
