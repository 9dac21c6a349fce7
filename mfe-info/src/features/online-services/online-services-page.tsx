import {
  PageHeading,
  PhoneLink,
  registerTranslations,
  useCourtFacts,
  useTranslation,
} from '@court/kit';
import { OnlineServiceTiles } from '../home/online-service-tiles';
import en from './en.json';
import es from './es.json';
import './online-services.css';

registerTranslations('online-services', { en, es });

/** Online services: intro, the court's phone and the service tiles. */
export default function OnlineServicesPage() {
  const { t } = useTranslation('online-services');
  const court = useCourtFacts();
  return (
    <div className="court-page">
      <PageHeading>{t('title')}</PageHeading>
      <p className="court-online-services__intro">{t('intro')}</p>
      <p>
        {t('call')} <PhoneLink phone={court.phone} />.
      </p>
      <section aria-labelledby="services-heading">
        <h2 id="services-heading">{t('servicesHeading')}</h2>
        <OnlineServiceTiles />
      </section>
    </div>
  );
}
