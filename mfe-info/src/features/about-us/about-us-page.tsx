import {
  ContentLoadState,
  LocalizedLink,
  PageHeading,
  useTranslation,
  useCourtName,
} from '@court/kit';
import { OfficialPhoto, useOfficialTitle, usePublishedOfficials } from './officials';
import './about-us.css';

/** About us: a card per official serving, in the order staff publish, each leading to a biography. */
export default function AboutUsPage() {
  const { t } = useTranslation('about-us');
  const courtName = useCourtName();
  const titleOf = useOfficialTitle();
  const published = usePublishedOfficials();
  return (
    <div className="court-page">
      <PageHeading>{t('title')}</PageHeading>
      <p className="court-about__intro">{t('intro', { court: courtName })}</p>
      <ContentLoadState
        request={published}
        loading={t('loading')}
        failed={t('failed')}
        call={t('call')}
      >
        {({ officials }) => (
          <ul className="usa-card-group court-officials">
            {officials.map((official) => (
              <li key={official.slug} className="usa-card court-official">
                <div className="usa-card__container">
                  <div className="usa-card__header">
                    <h2 className="usa-card__heading">
                      <LocalizedLink to={`bio/${official.slug}`} className="usa-link">
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
        )}
      </ContentLoadState>
    </div>
  );
}
