import { useId, type ReactNode } from 'react';
import { LANGUAGES, type Language } from '@court/contract';
import { TranslationProvider, useTranslation } from '@court/kit';
import { PREVIEW_TRANSLATORS } from '../preview-translators';
import { useTypedOr, type TypedValues } from '../typed-values';
import { CONTENT_EDITOR_NS } from './content-editor-translations';

function LanguagePreview({ language, children }: { language: Language; children: ReactNode }) {
  const { t } = useTranslation(CONTENT_EDITOR_NS);
  return (
    <div lang={language}>
      <h3>{t('preview.inLanguage')}</h3>
      {children}
    </div>
  );
}

export interface ContentPreviewProps<Content> {
  /** What the preview shows, already translated. */
  intro: string;
  /** The draft as it is typed. */
  typed: TypedValues<Content>;
  /** The saved draft, shown until anything is typed. */
  saved: Content;
  /** The public pages' own components, given the content. */
  render: (content: Content) => ReactNode;
}

/**
 * How the pages will read, in English and in Spanish, each in its own language. Only the preview
 * follows the typing; the rest of the tool is not drawn again on each key.
 */
export function ContentPreview<Content>({
  intro,
  typed,
  saved,
  render,
}: ContentPreviewProps<Content>) {
  const { t } = useTranslation(CONTENT_EDITOR_NS);
  const headingId = useId();
  const children = render(useTypedOr(typed, saved));
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('preview.heading')}</h2>
      <p>{intro}</p>
      {LANGUAGES.map((language) => (
        <TranslationProvider key={language} translator={PREVIEW_TRANSLATORS[language]}>
          <LanguagePreview language={language}>{children}</LanguagePreview>
        </TranslationProvider>
      ))}
    </section>
  );
}
