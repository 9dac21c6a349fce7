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
import { ORIGINS, WALKING_STEP_KEYS, routeStepKeys } from './directions';
import en from './en.json';
import es from './es.json';
import './driving-directions.css';

registerTranslations('driving-directions', { en, es });

function StepList({ keys }: { keys: string[] }) {
  const { t } = useTranslation('driving-directions');
  const court = useCourtFacts();
  const where = useCourtFactInLanguage('whereInBuilding');
  return (
    <ol className="usa-list court-directions__steps">
      {keys.map((key) => (
        <li key={key}>{t(key, { street: court.street, where })}</li>
      ))}
    </ol>
  );
}

/** Driving directions: where the court is, its hours, the way to the jurors' deck and inside. */
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
      <section aria-labelledby="directions-routes-heading">
        <h2 id="directions-routes-heading">{t('routes.heading')}</h2>
        <p>{t('routes.intro')}</p>
        <p>
          <LocalizedLink to="jury-parking" className="usa-link">
            {t('routes.juryParking')}
          </LocalizedLink>
        </p>
        {ORIGINS.map((origin) => (
          <section key={origin} aria-labelledby={`directions-from-${origin}`}>
            <h3 id={`directions-from-${origin}`}>{t(`routes.${origin}.heading`)}</h3>
            <StepList keys={routeStepKeys(origin)} />
          </section>
        ))}
      </section>
      <section aria-labelledby="directions-walking-heading">
        <h2 id="directions-walking-heading">{t('walking.heading')}</h2>
        <StepList keys={WALKING_STEP_KEYS} />
      </section>
    </div>
  );
}
