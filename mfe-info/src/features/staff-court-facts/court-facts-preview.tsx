import { useId } from 'react';
import { LANGUAGES, type CourtInfo, type Language } from '@court/contract';
import { CourtFactsContext, i18n, TranslationProvider, useTranslation } from '@court/kit';
import { CourtContactList } from '../../shared/court-contact/court-contact-list';
import { STAFF_COURT_FACTS_NS } from './staff-court-facts-translations';

/** Translators fixed to each language: a preview speaks its own, whatever the page's. */
const PREVIEW_I18N = Object.fromEntries(
  LANGUAGES.map((language) => [language, i18n.forLanguage(language)]),
) as Record<Language, typeof i18n>;

function LanguagePreview({ language }: { language: Language }) {
  const { t } = useTranslation(STAFF_COURT_FACTS_NS);
  return (
    <div lang={language} className="court-staff-court-facts__preview">
      <h3>{t('preview.inLanguage')}</h3>
      <CourtContactList />
    </div>
  );
}

/**
 * How the contact list of Contact us and the home page will read with these facts, in English
 * and in Spanish, following the form as staff type: the pages show the same facts.
 */
export function CourtFactsPreview({ values }: { values: CourtInfo }) {
  const { t } = useTranslation(STAFF_COURT_FACTS_NS);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="court-staff-court-facts__previews">
      <h2 id={headingId}>{t('preview.heading')}</h2>
      <p>{t('preview.intro')}</p>
      <CourtFactsContext value={values}>
        {LANGUAGES.map((language) => (
          <TranslationProvider key={language} translator={PREVIEW_I18N[language]}>
            <LanguagePreview language={language} />
          </TranslationProvider>
        ))}
      </CourtFactsContext>
    </section>
  );
}
