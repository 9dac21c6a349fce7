import { BEFORE_YOUR_HEARING_ID } from '@court/contract';
import {
  LocalizedLink,
  PhoneLink,
  useCourtFactInLanguage,
  useCourtFacts,
  useTranslation,
} from '@court/kit';
import { NAMESPACE } from './namespace';

const HEADING_ID = `${BEFORE_YOUR_HEARING_ID}-heading`;
const WHAT_TO_BRING = ['photoId', 'papers', 'caseNumber'] as const;

/**
 * What to bring, where to go and how a Zoom hearing goes. Reminders' short link (/h) opens the
 * page here, so the section says everything without the rest of the page.
 */
export function BeforeYourHearing() {
  const { t } = useTranslation(NAMESPACE);
  const court = useCourtFacts();
  const where = useCourtFactInLanguage('whereInBuilding');
  return (
    <section id={BEFORE_YOUR_HEARING_ID} aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID}>{t('beforeYourHearing.heading')}</h2>
      <h3>{t('beforeYourHearing.bringHeading')}</h3>
      <ul className="usa-list">
        {WHAT_TO_BRING.map((item) => (
          <li key={item}>{t(`beforeYourHearing.bring.${item}`)}</li>
        ))}
      </ul>
      <p>{t('beforeYourHearing.early')}</p>
      <h3>{t('beforeYourHearing.whereHeading')}</h3>
      <p>{t('beforeYourHearing.where', { where })}</p>
      <address className="court-reminders__address">
        {court.street}
        <br />
        {`${court.city}, ${court.state} ${court.zip}`}
      </address>
      <p>
        <LocalizedLink to="hours-and-parking" className="usa-link">
          {t('beforeYourHearing.hoursLink')}
        </LocalizedLink>
      </p>
      <h3>{t('beforeYourHearing.zoomHeading')}</h3>
      <p>{t('beforeYourHearing.zoom')}</p>
      <p>
        <LocalizedLink to="zoom-hearing" className="usa-link">
          {t('beforeYourHearing.zoomLink')}
        </LocalizedLink>
      </p>
      <p>
        {t('beforeYourHearing.questions')} <PhoneLink phone={court.phone} />
      </p>
    </section>
  );
}
