import { registerTranslations, useTranslation } from '@court/kit';
import en from './en.json';
import es from './es.json';

/** Namespace of the kit's words for notices: the form, the tables, states and reasons. */
export const DAY_NOTICES_NAMESPACE = 'dayNotices';

/** Where a tool keeps its own words for its notices (see DayNoticesSection). */
export interface DayNoticesWords {
  namespace: string;
  /** The words' key inside the namespace, when the page keeps other words there too. */
  keyPrefix?: string;
}

/**
 * The kit's words for notices (`t`) and the tool's own (`tool`): how it names its date, its
 * people and their number. The kit's are registered on first use, as the staff entry's are:
 * the kit is marked free of side effects, so a call at module load would be dropped.
 */
export function useDayNoticesTranslation({ namespace, keyPrefix }: DayNoticesWords) {
  registerTranslations(DAY_NOTICES_NAMESPACE, { en, es });
  const { t } = useTranslation(DAY_NOTICES_NAMESPACE);
  const { t: tool } = useTranslation(namespace, { keyPrefix });
  return { t, tool };
}
