import {
  ExternalLink,
  PageHeading,
  registerTranslations,
  useCourtFacts,
  useTranslation,
} from '@court/kit';
import { BackToJuryService } from '../../shared/back-to-jury-service/back-to-jury-service';
import { JuryContactList } from '../../shared/jury-contact-list/jury-contact-list';
import en from './en.json';
import es from './es.json';
import '../../shared/jury-page.css';

registerTranslations('jury-excused', { en, es });

/** The reasons the law allows, in the order the court lists them. */
const EXCUSE_REASONS = [
  'military',
  'age',
  'student',
  'religious',
  'nonResident',
  'condition',
  'bereavement',
  'hardship',
] as const;

/** Need to be excused: the statutory reasons, the online request and the jury office. */
export default function JuryExcusedPage() {
  const { t } = useTranslation('jury-excused');
  const court = useCourtFacts();
  return (
    <div className="grid-container court-jury-page">
      <PageHeading>{t('title')}</PageHeading>
      <p>{t('intro')}</p>
      <ul className="usa-list">
        {EXCUSE_REASONS.map((reason) => (
          <li key={reason}>{t(`reasons.${reason}`)}</li>
        ))}
      </ul>
      <section aria-labelledby="jury-excused-request-heading">
        <h2 id="jury-excused-request-heading">{t('request.heading')}</h2>
        <p>
          {t('request.online')}{' '}
          <ExternalLink href={court.jurorExcuseRequestUrl}>{t('request.link')}</ExternalLink>
        </p>
        <p>
          {t('request.documents')}{' '}
          <a href={`mailto:${court.juryEmail}`} className="usa-link">
            {court.juryEmail}
          </a>
        </p>
        <p>{t('request.fax', { fax: court.juryFax })}</p>
      </section>
      <section aria-labelledby="jury-excused-contact-heading">
        <h2 id="jury-excused-contact-heading">{t('contact.heading')}</h2>
        <JuryContactList />
      </section>
      <BackToJuryService />
    </div>
  );
}
