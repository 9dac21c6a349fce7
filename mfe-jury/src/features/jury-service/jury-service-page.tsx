import {
  ExternalLink,
  LocalizedLink,
  PageHeading,
  SiteMessage,
  registerTranslations,
  useCourtFacts,
  useTranslation,
} from '@court/kit';
import en from './en.json';
import es from './es.json';
import './jury-service.css';

registerTranslations('jury-service', { en, es });

/** Jury sub-pages, in the order the original site's menu lists them after the juror portal. */
const PAGE_TILES = [
  { key: 'excused', to: 'jury-excused' },
  { key: 'contact', to: 'jury-contact' },
  { key: 'parking', to: 'jury-parking' },
  { key: 'expect', to: 'jury-expect' },
  { key: 'faq', to: 'jury-faq' },
] as const;

/** Jury service menu: the jury office's message, then the juror portal and the jury pages. */
export default function JuryServicePage() {
  const { t } = useTranslation('jury-service');
  const court = useCourtFacts();
  return (
    <div className="grid-container court-jury">
      <PageHeading>{t('title')}</PageHeading>
      <p>{t('intro')}</p>
      <SiteMessage
        path="juror/message"
        heading={t('message.heading')}
        texts={{
          loading: t('message.loading'),
          failed: t('message.failed'),
          call: t('message.callJuryOffice'),
          retry: t('message.retry'),
        }}
        phone={court.juryPhone}
      />
      <section aria-labelledby="jury-tiles-heading">
        <h2 id="jury-tiles-heading">{t('tiles.heading')}</h2>
        <ul className="usa-card-group court-jury-tiles">
          <li className="usa-card court-jury-tile">
            <div className="usa-card__container">
              <ExternalLink href={court.jurorPortalUrl} className="court-jury-tile__action">
                {t('tiles.portal')}
              </ExternalLink>
            </div>
          </li>
          {PAGE_TILES.map(({ key, to }) => (
            <li key={key} className="usa-card court-jury-tile">
              <div className="usa-card__container">
                <LocalizedLink to={to} className="court-jury-tile__action">
                  {t(`tiles.${key}`)}
                </LocalizedLink>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="juror-notifications-heading">
        <h2 id="juror-notifications-heading">{t('notifications.heading')}</h2>
        <p>
          {t('notifications.body')}{' '}
          <LocalizedLink to="juror-notification-signup" className="usa-link">
            {t('notifications.link')}
          </LocalizedLink>
        </p>
      </section>
    </div>
  );
}
