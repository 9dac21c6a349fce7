import {
  LocalizedLink,
  PageHeading,
  registerTranslations,
  useNotFoundStatus,
  useTranslation,
} from '@court/kit';
import en from './en.json';
import es from './es.json';

registerTranslations('shellNotFound', { en, es });

/** Shown for any address no remote serves; a server render of it is answered 404. */
export function NotFoundPage() {
  const { t } = useTranslation('shellNotFound');
  useNotFoundStatus();
  return (
    <div className="court-page">
      <PageHeading>{t('heading')}</PageHeading>
      <p>{t('body')}</p>
      <ul className="usa-list">
        <li>
          <LocalizedLink to="" className="usa-link">
            {t('home')}
          </LocalizedLink>
        </li>
        <li>
          <LocalizedLink to="contact-us" className="usa-link">
            {t('contact')}
          </LocalizedLink>
        </li>
      </ul>
    </div>
  );
}
