import { registerTranslations, useTranslation } from '@court/kit';
import en from './en.json';
import es from './es.json';

/** Namespace of the kit's staff text. */
export const STAFF_NAMESPACE = 'staff';

/**
 * useTranslation for the kit's staff text, registering it on first use. Registering at module
 * load would not survive the production build: the kit is marked free of side effects, so
 * webpack inlines the namespace constant and drops a module whose only other work is that call.
 */
export function useStaffTranslation() {
  registerTranslations(STAFF_NAMESPACE, { en, es });
  return useTranslation(STAFF_NAMESPACE);
}
