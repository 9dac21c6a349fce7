import {
  HoursExceptions,
  LocalizedLink,
  OfficeName,
  PageHeading,
  PhoneLink,
  registerTranslations,
  TodayStatus,
  useCourtFactInLanguage,
  useCourtFacts,
  useCourtHours,
  useTranslation,
  WeeklyHours,
} from '@court/kit';
import { CourtDirectionsSection } from '../../shared/court-directions/court-directions-section';
import en from './en.json';
import es from './es.json';
import './hours-and-parking.css';

registerTranslations('hours-and-parking', { en, es });

/**
 * Hours and parking: each office's hours as staff publish them, whether it is open today and the
 * days it keeps other hours; where the court is, the ways there and where to park.
 */
export default function HoursAndParkingPage() {
  const { t } = useTranslation('hours-and-parking');
  const court = useCourtFacts();
  const hours = useCourtHours();
  const where = useCourtFactInLanguage('whereInBuilding');
  const parking = useCourtFactInLanguage('publicParking');
  return (
    <div className="grid-container court-hours">
      <PageHeading>{t('title')}</PageHeading>
      <section aria-labelledby="hours-heading">
        <h2 id="hours-heading">{t('hours.heading')}</h2>
        {hours.offices.map(({ office }) => (
          <section key={office} aria-labelledby={`hours-office-${office}`}>
            <h3 id={`hours-office-${office}`}>
              <OfficeName office={office} />
            </h3>
            <WeeklyHours office={office} className="court-hours__hours" />
            <TodayStatus office={office} />
            {office === 'drugTesting' ? (
              <p>
                <LocalizedLink to="probation-drug-testing" className="usa-link">
                  {t('hours.drugTestingRules')}
                </LocalizedLink>
              </p>
            ) : null}
          </section>
        ))}
        {hours.exceptions.length > 0 ? (
          <section aria-labelledby="hours-exceptions-heading">
            <h3 id="hours-exceptions-heading">{t('hours.exceptions')}</h3>
            <HoursExceptions />
          </section>
        ) : null}
        <p>
          {t('hours.call')} <PhoneLink phone={court.phone} />
        </p>
      </section>
      <section aria-labelledby="hours-location-heading">
        <h2 id="hours-location-heading">{t('location.heading')}</h2>
        <p>{t('location.body', { where })}</p>
        <address className="court-hours__address">
          {court.street}
          <br />
          {`${court.city}, ${court.state} ${court.zip}`}
        </address>
      </section>
      <CourtDirectionsSection section="toCityHall" id="hours-routes" />
      <section aria-labelledby="hours-parking-heading">
        <h2 id="hours-parking-heading">{t('parking.heading')}</h2>
        <p>{parking}</p>
        <p>
          <LocalizedLink to="jury-parking" className="usa-link">
            {t('parking.jurors')}
          </LocalizedLink>
        </p>
      </section>
    </div>
  );
}
