import { DEFAULT_LANGUAGE } from '@court/contract';
import {
  ExternalLink,
  PageHeading,
  registerTranslations,
  useCourtFacts,
  useLanguage,
  useTranslation,
} from '@court/kit';
import { LINK_GROUPS, relatedLinksFor } from './links-data';
import en from './en.json';
import es from './es.json';
import './links.css';

registerTranslations('links', { en, es });

/** Related Links: other sites, grouped, each opened in a new tab. */
export default function LinksPage() {
  const { t } = useTranslation('links');
  const language = useLanguage();
  const court = useCourtFacts();
  const relatedLinks = relatedLinksFor(court);
  // Institutions' names are official English names; say so to Spanish screen readers.
  const nameLanguage = language === DEFAULT_LANGUAGE ? undefined : DEFAULT_LANGUAGE;
  return (
    <div className="court-page">
      <PageHeading>{t('title')}</PageHeading>
      <p className="court-links__intro">{t('intro')}</p>
      <div className="court-links">
        {LINK_GROUPS.map((group) => (
          <section key={group} aria-labelledby={`links-${group}`}>
            <h2 id={`links-${group}`}>{t(`groups.${group}`)}</h2>
            <ul className="usa-list usa-list--unstyled court-links__list">
              {relatedLinks[group].map((link) => (
                <li key={link.name}>
                  <ExternalLink href={link.url}>
                    <span lang={nameLanguage}>{link.name}</span>
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
