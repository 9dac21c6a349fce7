import { DEFAULT_LANGUAGE } from '@court/contract';
import {
  PageHeading,
  registerTranslations,
  useCourtFacts,
  useLanguage,
  useTranslation,
} from '@court/kit';
import { BackToJuryService } from '../../shared/back-to-jury-service/back-to-jury-service';
import { JuryContactList } from '../../shared/jury-contact-list/jury-contact-list';
import en from './en.json';
import es from './es.json';
import '../../shared/jury-page.css';
import './jury-contact.css';

registerTranslations('jury-contact', { en, es });

/** Jury contact: the court's name and street address, then the jury office's e-mail and phones. */
export default function JuryContactPage() {
  const { t } = useTranslation('jury-contact');
  const language = useLanguage();
  const court = useCourtFacts();
  return (
    <div className="grid-container court-jury-page">
      <PageHeading>{t('title')}</PageHeading>
      <p>{t('intro')}</p>
      <section aria-labelledby="jury-contact-address-heading">
        <h2 id="jury-contact-address-heading">{t('address.heading')}</h2>
        <address className="court-jury-contact__address">
          {/* The court's official name is English; say so to Spanish screen readers. */}
          <span lang={language === DEFAULT_LANGUAGE ? undefined : DEFAULT_LANGUAGE}>
            {court.name}
          </span>
          <br />
          {court.street}
          <br />
          {`${court.city}, ${court.state} ${court.zip}`}
        </address>
      </section>
      <section aria-labelledby="jury-contact-reach-heading">
        <h2 id="jury-contact-reach-heading">{t('reach.heading')}</h2>
        <JuryContactList />
      </section>
      <BackToJuryService />
    </div>
  );
}
