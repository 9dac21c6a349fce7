import { useTranslation } from '@court/kit';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of the page: jumps over the navigation to the content. */
export function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <a className="usa-skipnav" href={`#${MAIN_CONTENT_ID}`}>
      {t('skipToContent')}
    </a>
  );
}
