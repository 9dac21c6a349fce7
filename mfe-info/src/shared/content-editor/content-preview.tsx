import { useId, type ReactNode } from 'react';
import { LANGUAGES, type Language } from '@court/contract';
import { i18n, TranslationProvider, useTranslation } from '@court/kit';
import { CONTENT_EDITOR_NS } from './content-editor-translations';

/** Translators fixed to each language: a preview speaks its own, whatever the page's. */
const PREVIEW_I18N = Object.fromEntries(
  LANGUAGES.map((language) => [language, i18n.forLanguage(language)]),
) as Record<Language, typeof i18n>;

function LanguagePreview({ language, children }: { language: Language; children: ReactNode }) {
  const { t } = useTranslation(CONTENT_EDITOR_NS);
  return (
    <div lang={language}>
      <h3>{t('preview.inLanguage')}</h3>
      {children}
    </div>
  );
}

export interface ContentPreviewProps {
  /** What the preview shows, already translated. */
  intro: string;
  /** The public pages' own components, given the content as typed. */
  children: ReactNode;
}

/** How the pages will read, in English and in Spanish, each in its own language. */
export function ContentPreview({ intro, children }: ContentPreviewProps) {
  const { t } = useTranslation(CONTENT_EDITOR_NS);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('preview.heading')}</h2>
      <p>{intro}</p>
      {LANGUAGES.map((language) => (
        <TranslationProvider key={language} translator={PREVIEW_I18N[language]}>
          <LanguagePreview language={language}>{children}</LanguagePreview>
        </TranslationProvider>
      ))}
    </section>
  );
}
