import { useTranslation } from '../i18n/use-translation';

/**
 * Said to screen readers after a link's text: the link opens a new tab. One string, so the
 * server's HTML carries no separator between the space and the words.
 */
export function NewTabNote() {
  const { t } = useTranslation('kit');
  return <span className="usa-sr-only">{` ${t('opensInNewTab')}`}</span>;
}
