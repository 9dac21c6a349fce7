import { COURT_OFFICIALS, officialWithFacts } from '@court/contract';
import { LocalizedLink, PageHeading, useCourtFacts, useTranslation } from '@court/kit';
import { OfficialPhoto, useOfficialTitle } from './officials';
import './about-us.css';

/** About us: a card per official, each leading to that official's biography. */
export default function AboutUsPage() {
  const { t } = useTranslation('about-us');
  const titleOf = useOfficialTitle();
  const court = useCourtFacts();
  const officials = COURT_OFFICIALS.map((official) => officialWithFacts(official, court));
  return (
    <div className="court-page">
      <PageHeading>{t('title')}</PageHeading>
      <p className="court-about__intro">{t('intro')}</p>
      <ul className="usa-card-group court-officials">
        {officials.map((official) => (
          <li key={official.img} className="usa-card court-official">
            <div className="usa-card__container">
              <div className="usa-card__header">
                <h2 className="usa-card__heading">
                  <LocalizedLink to={`bio/${official.img}`} className="usa-link">
                    {official.name}
                  </LocalizedLink>
                </h2>
              </div>
              <div className="usa-card__media">
                <div className="usa-card__img">
                  <OfficialPhoto official={official} />
                </div>
              </div>
              <div className="usa-card__body">
                <p>{titleOf(official)}</p>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
