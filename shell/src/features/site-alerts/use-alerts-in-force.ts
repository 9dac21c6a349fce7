import { alertsPath, type Language, type PublicAlert } from '@court/contract';
import { useApiGet } from '@court/kit';

/**
 * The alerts in force in a language. The first render uses the ones the server rendered the page
 * with; after that each navigation asks again (the answer is cached for a short time), so an
 * alert that starts during a visit shows on the next page. What was shown stays until a new
 * answer replaces it, so the alerts do not flicker between pages, and stays when asking fails.
 */
export function useAlertsInForce(language: Language, pathname: string): readonly PublicAlert[] {
  const { latest } = useApiGet(alertsPath(language), 'alerts', { refreshOn: pathname });
  return latest?.alerts ?? [];
}
