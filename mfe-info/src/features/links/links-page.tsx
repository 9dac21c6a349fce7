import { COURT_LINKS, COURT_LINKS_PATH } from '@court/contract';
import {
  BilingualWords,
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
 * Until the published ones arrive (a page built ahead, or opened from another page), the site's
 * default links.
 */
export default function LinksPage() {
  const { t } = useTranslation('links');
  const language = useLanguage();
  const { latest } = useApiGet(COURT_LINKS_PATH, 'courtLinks');
  const { groups } = latest ?? COURT_LINKS;
  return (
    <div className="court-page">
      <PageHeading>{t('title')}</PageHeading>
      <p className="court-links__intro">{t('intro')}</p>
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
    </div>
  );
}
