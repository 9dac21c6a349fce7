import { useTranslation } from '../i18n/use-translation';
import type { AlertSeverity, PublicAlert } from '@court/contract';
import { ExternalLink } from '../links/external-link';
import { LocalizedLink } from '../links/localized-link';
import { ScriptButton } from '../page/script-button';

export interface SiteAlertProps {
  alert: Pick<PublicAlert, 'severity' | 'heading' | 'body' | 'link'>;
  /** Reads the alert out to screen readers (an emergency, the first time a visit shows it). */
  announce?: boolean;
  /** Put before the region's name (its severity and heading), such as "Preview in English". */
  labelPrefix?: string;
  /** Offers a close button (an information alert); called when it is pressed. */
  onDismiss?: () => void;
}

/** USWDS has site alerts for information and emergencies; the shell styles a warning alike. */
const SEVERITY_CLASSES: Record<AlertSeverity, string> = {
  information: 'usa-site-alert--info',
  warning: 'court-site-alert--warning',
  emergency: 'usa-site-alert--emergency',
};

/**
 * A site-wide alert in the USWDS site-alert style: a labelled region with a short heading, the
 * text and an optional link (a site path stays in the visitor's language; a web address opens in
 * a new tab). The heading is bold text rather than a heading element, since the alert sits above
 * the page's own first heading.
 */
export function SiteAlert({ alert, announce = false, onDismiss, labelPrefix }: SiteAlertProps) {
  const { t } = useTranslation('kit');
  const { link } = alert;
  return (
    <section
      className={`usa-site-alert court-site-alert ${SEVERITY_CLASSES[alert.severity]}`}
      // Severity and heading: two alerts of one severity still name different regions.
      aria-label={[labelPrefix, t(`siteAlert.${alert.severity}`), alert.heading]
        .filter(Boolean)
        .join(': ')}
    >
      <div className="usa-alert">
        <div className="usa-alert__body">
          <p className="usa-alert__heading court-site-alert__heading">
            {/* Shown in forced colours only, where the alert's colour is gone; the region's name
                already says the severity to screen readers. */}
            <span className="court-site-alert__severity" aria-hidden="true">
              {`${t(`siteAlert.${alert.severity}`)}: `}
            </span>
            {alert.heading}
          </p>
          <p className="usa-alert__text">
            {alert.body}
            {link ? (
              <>
                {' '}
                {link.url.startsWith('/') ? (
                  <LocalizedLink to={link.url.slice(1)} className="usa-link">
                    {link.text}
                  </LocalizedLink>
                ) : (
                  <ExternalLink href={link.url} className="usa-link">
                    {link.text}
                  </ExternalLink>
                )}
              </>
            ) : null}
          </p>
        </div>
        {onDismiss ? (
          <ScriptButton
            className="court-site-alert__dismiss"
            onClick={onDismiss}
            // Without the script the alert simply stays.
            withoutScript="hidden"
          >
            <span aria-hidden="true">×</span>
            <span className="usa-sr-only">
              {t('siteAlert.dismiss', { heading: alert.heading })}
            </span>
          </ScriptButton>
        ) : null}
      </div>
      {/* Screen readers read out an alert element as it is added to the page, never one that
          was in the HTML the server sent: pass announce only once the page's script runs. */}
      {announce ? (
        <p className="usa-sr-only" role="alert">
          {`${alert.heading}. ${alert.body}`}
        </p>
      ) : null}
    </section>
  );
}
