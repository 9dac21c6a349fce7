import { use, useEffect, useState } from 'react';
import { alertsPath, isAlertsResponse, type Language, type PublicAlert } from '@court/contract';
import { PageDataContext, apiRequest } from '@court/kit';

/**
 * The alerts in force in a language. The first render uses the ones the server rendered the page
 * with; after that each navigation asks again (the answer is cached for a short time), so an
 * alert that starts during a visit shows on the next page. What was shown stays until a new
 * answer replaces it, so the alerts do not flicker between pages.
 */
export function useAlertsInForce(language: Language, pathname: string): readonly PublicAlert[] {
  const pageData = use(PageDataContext);
  const [shown, setShown] = useState<{ language: Language; alerts: readonly PublicAlert[] }>(() => {
    const answer = pageData?.answers.get(alertsPath(language));
    return { language, alerts: isAlertsResponse(answer) ? answer.alerts : [] };
  });
  const [renderedWith] = useState(() => ({ language, pathname }));

  useEffect(() => {
    // The page as the server rendered it already shows the alerts it was rendered with.
    if (language === renderedWith.language && pathname === renderedWith.pathname) return undefined;
    let current = true;
    void apiRequest<unknown>('GET', alertsPath(language)).then((result) => {
      if (current && result.ok && isAlertsResponse(result.data)) {
        setShown({ language, alerts: result.data.alerts });
      }
    });
    return () => {
      current = false;
    };
  }, [language, pathname, renderedWith]);

  return shown.language === language ? shown.alerts : [];
}
