import { FAQ_PATHS } from '@court/contract';
import {
  ExternalLink,
  PageHeading,
  PhoneLink,
  registerTranslations,
  useCourtFacts,
  useTranslation,
} from '@court/kit';
import { Faq } from '@court/kit/faq';
import { BackToJuryService } from '../../shared/back-to-jury-service/back-to-jury-service';
import { TextMessageLink } from '../../shared/text-message-link/text-message-link';
import en from './en.json';
import es from './es.json';
import '../../shared/jury-page.css';

registerTranslations('jury-faq', { en, es });

function OnCallLine() {
  const { t } = useTranslation('jury-faq');
  const court = useCourtFacts();
  return (
    <ul className="usa-list">
      <li>
        {t('onCallLine.call')} <PhoneLink phone={court.juryOnCallPhone} />
      </li>
      <li>
        {t('onCallLine.text')} <TextMessageLink phone={court.juryOnCallPhone} />
      </li>
    </ul>
  );
}

function ElectionsLink() {
  const { t } = useTranslation('jury-faq');
  const court = useCourtFacts();
  return (
    <p>
      <ExternalLink href={court.boardOfElectionsUrl}>{t('electionsLink')}</ExternalLink>
    </p>
  );
}

/**
 * Numbers and addresses that close an answer, by question anchor, taken from the court facts so
 * they stay right when the facts change.
 */
const QUESTION_EXTRAS = {
  'on-call': <OnCallLine />,
  'juror-selection': <ElectionsLink />,
};

/** Jury FAQ: the questions staff publish, by topic, each answer a native disclosure. */
export default function JuryFaqPage() {
  const { t } = useTranslation('jury-faq');
  return (
    <div className="grid-container court-jury-page">
      <PageHeading>{t('title')}</PageHeading>
      <p>{t('intro')}</p>
      <Faq path={FAQ_PATHS.jury} idPrefix="jury-faq" extras={QUESTION_EXTRAS} />
      <BackToJuryService />
    </div>
  );
}
