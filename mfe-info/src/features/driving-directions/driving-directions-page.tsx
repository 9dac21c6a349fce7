import {
  ExternalLink,
  HoursSummary,
  LocalizedLink,
  PageHeading,
  registerTranslations,
  useCourtFactInLanguage,
  useCourtFacts,
  useTranslation,
} from '@court/kit';
import { CourtDirectionsSection } from '../../shared/court-directions/court-directions-section';
import en from './en.json';
import es from './es.json';
import './driving-directions.css';

registerTranslations('driving-directions', { en, es });

/**
 * Driving directions: where the court is, its hours, and the ways to where jurors park and on
 * to the main entrance, as the court publishes them.
 */
export default function DrivingDirectionsPage() {
  const { t } = useTranslation('driving-directions');
  const court = useCourtFacts();
  const where = useCourtFactInLanguage('whereInBuilding');
  return (
    <div className="grid-container court-directions">
      <PageHeading>{t('title')}</PageHeading>
      <section aria-labelledby="directions-location-heading">
        <h2 id="directions-location-heading">{t('location.heading')}</h2>
        <p>{t('location.body', { where })}</p>
        <address className="court-directions__address">
          {court.street}
          <br />
          {`${court.city}, ${court.state} ${court.zip}`}
        </address>
        <p>
          <ExternalLink href={court.mapsUrl}>{t('location.map')}</ExternalLink>
        </p>
      </section>
      <section aria-labelledby="directions-hours-heading">
        <h2 id="directions-hours-heading">{t('hours.heading')}</h2>
        <p>
          <HoursSummary office="clerk" />
        </p>
      </section>
      <CourtDirectionsSection section="toJurorParking" id="directions-routes">
        <p>
          <LocalizedLink to="jury-parking" className="usa-link">
            {t('routes.juryParking')}
          </LocalizedLink>
        </p>
      </CourtDirectionsSection>
    </div>
  );
}
