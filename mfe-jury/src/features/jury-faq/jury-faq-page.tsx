import type { ReactNode } from 'react';
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
import { FAQ_SECTIONS, type QuestionKey } from './questions';
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

/** Links and numbers that close an answer, taken from the court's settings. */
const QUESTION_EXTRAS: Partial<Record<QuestionKey, ReactNode>> = {
  onCall: <OnCallLine />,
  selection: <ElectionsLink />,
};

/** Jury FAQ: reporting, pay, selection, trials and security, each answer a native disclosure. */
export default function JuryFaqPage() {
  const { t } = useTranslation('jury-faq');
  return (
    <div className="grid-container court-jury-page">
      <PageHeading>{t('title')}</PageHeading>
      <p>{t('intro')}</p>
      <Faq
        namespace="jury-faq"
        answers={en.questions}
        sections={FAQ_SECTIONS}
        idPrefix="jury-faq"
        extras={QUESTION_EXTRAS}
      />
      <BackToJuryService />
    </div>
  );
}
