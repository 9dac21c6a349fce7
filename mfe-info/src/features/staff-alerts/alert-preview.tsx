import { useId } from 'react';
import {
  ALERT_SEVERITIES,
  LANGUAGES,
  type AlertRequest,
  type AlertSeverity,
  type Language,
} from '@court/contract';
import { SiteAlert, TranslationProvider, useTranslation } from '@court/kit';
import { PREVIEW_TRANSLATORS } from '../../shared/preview-translators';
import { useTypedOr, type TypedValues } from '../../shared/typed-values';
import { STAFF_ALERTS_NS } from './staff-alerts-translations';

function isSeverity(value: string): value is AlertSeverity {
  return (ALERT_SEVERITIES as readonly string[]).includes(value);
}

/**
 * Whether the address is one the site would link: the API accepts https:// addresses and paths
 * of this site, and anything else would preview as a link that goes nowhere.
 */
function isLinkable(url: string): boolean {
  return url.startsWith('https://') || (url.startsWith('/') && !url.startsWith('//'));
}

interface LanguagePreviewProps {
  values: AlertRequest;
  language: Language;
}

/** The banner in one language, as the public alerts endpoint would give it to visitors. */
function LanguagePreview({ values, language }: LanguagePreviewProps) {
  const { t } = useTranslation(STAFF_ALERTS_NS);
  const es = language === 'es';
  const heading = (es ? values.headingEs : values.headingEn).trim();
  const body = (es ? values.bodyEs : values.bodyEn).trim();
  const linkText = (es ? values.linkTextEs : values.linkTextEn).trim();
  const linkUrl = values.linkUrl.trim();
  const severity = isSeverity(values.severity) ? values.severity : null;
  return (
    <div lang={language} className="court-staff-alerts__preview">
      <h3>{t('preview.inLanguage')}</h3>
      {severity && (heading !== '' || body !== '') ? (
        <SiteAlert
          // Named apart from the live alert above the page, which may be this very alert.
          labelPrefix={t('preview.inLanguage')}
          alert={{
            severity,
            heading,
            body,
            link: linkText !== '' && isLinkable(linkUrl) ? { url: linkUrl, text: linkText } : null,
          }}
        />
      ) : (
        <p>{t('preview.empty')}</p>
      )}
    </div>
  );
}

export interface AlertPreviewProps {
  /** The form's answers as they are typed. */
  typed: TypedValues<AlertRequest>;
  /** What the form started from, shown until anything is typed. */
  initial: AlertRequest;
}

/** The alert as it will look, in English and in Spanish, following the form as staff type. */
export function AlertPreview({ typed, initial }: AlertPreviewProps) {
  const { t } = useTranslation(STAFF_ALERTS_NS);
  const values = useTypedOr(typed, initial);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="court-staff-alerts__previews">
      <h2 id={headingId}>{t('preview.heading')}</h2>
      <p>{t('preview.intro')}</p>
      {LANGUAGES.map((language) => (
        <TranslationProvider key={language} translator={PREVIEW_TRANSLATORS[language]}>
          <LanguagePreview values={values} language={language} />
        </TranslationProvider>
      ))}
    </section>
  );
}
