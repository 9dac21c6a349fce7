import { COURT_LINKS_PATH } from '@court/contract';
import {
  BilingualWords,
  ContentLoadState,
  ExternalLink,
  PageHeading,
  registerTranslations,
  useApiGet,
  useLanguage,
  useTranslation,
} from '@court/kit';
import en from './en.json';
import es from './es.json';
import './links.css';

registerTranslations('links', { en, es });

/**
 * Related Links: other sites, in the groups and order staff publish, each opened in a new tab.
 * A page opened from another says so while the published links arrive.
 */
export default function LinksPage() {
  const { t } = useTranslation('links');
  const language = useLanguage();
  return (
    <div className="court-page">
      <PageHeading>{t('title')}</PageHeading>
      <p className="court-links__intro">{t('intro')}</p>
      <ContentLoadState
        request={useApiGet(COURT_LINKS_PATH, 'courtLinks')}
        loading={t('loading')}
        failed={t('failed')}
        call={t('call')}
      >
        {({ groups }) => (
          <div className="court-links">
            {groups.map((group, index) => (
              <section key={index} aria-labelledby={`links-group-${index + 1}`}>
                <h2 id={`links-group-${index + 1}`}>
                  <BilingualWords text={group.heading} language={language} />
                </h2>
                <ul className="usa-list usa-list--unstyled court-links__list">
                  {group.links.map((link, position) => (
                    <li key={position}>
                      <ExternalLink href={link.url}>
                        <BilingualWords text={link.name} language={language} />
                      </ExternalLink>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </ContentLoadState>
    </div>
  );
}
