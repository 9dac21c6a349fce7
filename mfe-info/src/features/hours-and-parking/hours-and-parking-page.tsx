import {
  LocalizedLink,
  PageHeading,
  PhoneLink,
  registerTranslations,
  useCourtFacts,
  useTranslation,
} from '@court/kit';
import { ORIGINS, routeStepKeys } from './directions';
import en from './en.json';
import es from './es.json';
import './hours-and-parking.css';

registerTranslations('hours-and-parking', { en, es });

/**
 * Hours and parking. The original site gives this page the hours 8:00 - 4:00, while its contact
 * and directions pages say 8:30 to 4:30; each page keeps the hours the original site shows on it.
 */
export default function HoursAndParkingPage() {
  const { t } = useTranslation('hours-and-parking');
  const court = useCourtFacts();
  return (
    <div className="grid-container court-hours">
      <PageHeading>{t('title')}</PageHeading>
      <section aria-labelledby="hours-heading">
        <h2 id="hours-heading">{t('hours.heading')}</h2>
        <p className="court-hours__hours">{t('hours.body')}</p>
        <p>
          {t('hours.call')} <PhoneLink phone={court.phone} />
        </p>
      </section>
      <section aria-labelledby="hours-location-heading">
        <h2 id="hours-location-heading">{t('location.heading')}</h2>
        <p>{t('location.body')}</p>
        <address className="court-hours__address">
          {court.street}
          <br />
          {`${court.city}, ${court.state} ${court.zip}`}
        </address>
      </section>
      <section aria-labelledby="hours-routes-heading">
        <h2 id="hours-routes-heading">{t('routes.heading')}</h2>
        {ORIGINS.map((origin) => (
          <section key={origin} aria-labelledby={`hours-from-${origin}`}>
            <h3 id={`hours-from-${origin}`}>{t(`routes.${origin}.heading`)}</h3>
            <ol className="usa-list court-hours__steps">
              {routeStepKeys(origin).map((key) => (
                <li key={key}>{t(key)}</li>
              ))}
            </ol>
          </section>
        ))}
      </section>
      <section aria-labelledby="hours-parking-heading">
        <h2 id="hours-parking-heading">{t('parking.heading')}</h2>
        <ul className="usa-list">
          <li>{t('parking.metered')}</li>
          <li>{t('parking.deck')}</li>
        </ul>
        <p>
          <LocalizedLink to="jury-parking" className="usa-link">
            {t('parking.jurors')}
          </LocalizedLink>
        </p>
      </section>
    </div>
  );
}
