import { useEffect } from 'react';
import { SiteAlert, parseLocalizedPath, useHydrated, useLanguage, useLocation } from '@court/kit';
import { useAlertsInForce } from './use-alerts-in-force';
import { rememberForVisit, useEarlierVisitMemory, useVisitMemory } from './visit-memory';

const DISMISSED_KEY = 'court-dismissed-alerts';
const ANNOUNCED_KEY = 'court-announced-alerts';

/**
 * The alerts in force, at the top of every page (or of the home page only, as staff chose). An
 * information alert can be dismissed for the rest of the visit; an emergency is read out to
 * screen readers on the first page of the visit that shows it, and cannot be dismissed.
 */
export function SiteAlerts() {
  const language = useLanguage();
  const { pathname } = useLocation();
  const alerts = useAlertsInForce(language, pathname);
  const dismissed = useVisitMemory(DISMISSED_KEY);
  const announcedEarlier = useEarlierVisitMemory(ANNOUNCED_KEY);
  // Screen readers read out an alert the script adds, not one in the HTML the server sent.
  const isHydrated = useHydrated();
  const isHomePage = parseLocalizedPath(pathname).path.replace(/\/+$/, '') === '';

  useEffect(() => {
    const emergencies = alerts.filter((alert) => alert.severity === 'emergency');
    rememberForVisit(
      ANNOUNCED_KEY,
      emergencies.map((alert) => alert.id),
    );
  }, [alerts]);

  const shown = alerts.filter(
    (alert) =>
      (alert.placement === 'everyPage' || isHomePage) &&
      !(alert.severity === 'information' && dismissed.has(alert.id)),
  );
  if (shown.length === 0) return null;
  return (
    <div className="court-site-alerts">
      {shown.map((alert) => (
        <SiteAlert
          key={alert.id}
          alert={alert}
          announce={isHydrated && alert.severity === 'emergency' && !announcedEarlier.has(alert.id)}
          onDismiss={
            alert.severity === 'information'
              ? () => rememberForVisit(DISMISSED_KEY, [alert.id])
              : undefined
          }
        />
      ))}
    </div>
  );
}
