import {
  ExternalLink,
  PageHeading,
  registerTranslations,
  useCourtFacts,
  useTranslation,
} from '@court/kit';
import { BackToJuryService } from '../../shared/back-to-jury-service/back-to-jury-service';
import en from './en.json';
import es from './es.json';
import '../../shared/jury-page.css';

registerTranslations('jury-expect', { en, es });

/** The day of service, from arrival to the courtroom, in the order it happens. */
export default function JuryExpectPage() {
  const { t } = useTranslation('jury-expect');
  const court = useCourtFacts();
  return (
    <div className="grid-container court-jury-page">
      <PageHeading>{t('title')}</PageHeading>
      <p>{t('intro')}</p>
      <ol className="usa-list">
        <li>{t('steps.summons')}</li>
        <li>{t('steps.assemblyRoom')}</li>
        <li>{t('steps.checkIn')}</li>
        <li>
          {t('steps.questionnaire')} {t('steps.questionnaireEarly')}{' '}
          <ExternalLink href={court.jurorPortalUrl}>{t('steps.questionnaireLink')}</ExternalLink>
        </li>
        <li>{t('steps.refreshments')}</li>
        <li>{t('steps.orientation')}</li>
        <li>{t('steps.courtroom')}</li>
      </ol>
      <BackToJuryService />
    </div>
  );
}
