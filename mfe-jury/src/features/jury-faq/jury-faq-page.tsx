import type { ComponentType } from 'react';
import { COURT_INFO } from '@court/contract';
import {
  ExternalLink,
  PageHeading,
  PhoneLink,
  registerTranslations,
  useTranslation,
} from '@court/kit';
import { BackToJuryService } from '../../shared/back-to-jury-service/back-to-jury-service';
import { TextMessageLink } from '../../shared/text-message-link/text-message-link';
import { FAQ_SECTIONS, type FaqQuestion, type QuestionKey } from './questions';
import en from './en.json';
import es from './es.json';
import '../../shared/jury-page.css';
import './jury-faq.css';

registerTranslations('jury-faq', { en, es });

/** The shape every question of the bundle has; the English bundle sets how many items each has. */
interface QuestionContent {
  answer: string[];
  list?: string[];
  after?: string[];
}

function OnCallLine() {
  const { t } = useTranslation('jury-faq');
  return (
    <ul className="usa-list">
      <li>
        {t('onCallLine.call')} <PhoneLink phone={COURT_INFO.juryOnCallPhone} />
      </li>
      <li>
        {t('onCallLine.text')} <TextMessageLink phone={COURT_INFO.juryOnCallPhone} />
      </li>
    </ul>
  );
}

function ElectionsLink() {
  const { t } = useTranslation('jury-faq');
  return (
    <p>
      <ExternalLink href={COURT_INFO.boardOfElectionsUrl}>{t('electionsLink')}</ExternalLink>
    </p>
  );
}

/** Links and numbers that close an answer, taken from the court's settings. */
const QUESTION_EXTRAS: Partial<Record<QuestionKey, ComponentType>> = {
  onCall: OnCallLine,
  selection: ElectionsLink,
};

function Question({ question }: { question: FaqQuestion }) {
  const { t } = useTranslation('jury-faq');
  const content: QuestionContent = en.questions[question.key];
  const base = `questions.${question.key}`;
  const Extra = QUESTION_EXTRAS[question.key];
  return (
    // A link to this question (#anchor) opens it: the shell opens a disclosure a link points to.
    <details id={question.anchor} className="court-jury-faq__item">
      <summary className="court-jury-faq__question">{t(`${base}.question`)}</summary>
      <div className="court-jury-faq__answer">
        {content.answer.map((_, index) => (
          <p key={index}>{t(`${base}.answer.${index}`)}</p>
        ))}
        {content.list && (
          <ul className="usa-list">
            {content.list.map((_, index) => (
              <li key={index}>{t(`${base}.list.${index}`)}</li>
            ))}
          </ul>
        )}
        {content.after?.map((_, index) => (
          <p key={index}>{t(`${base}.after.${index}`)}</p>
        ))}
        {Extra && <Extra />}
      </div>
    </details>
  );
}

/** Jury FAQ: reporting, pay, selection, trials and security, each answer a native disclosure. */
export default function JuryFaqPage() {
  const { t } = useTranslation('jury-faq');
  return (
    <div className="grid-container court-jury-page">
      <PageHeading>{t('title')}</PageHeading>
      <p>{t('intro')}</p>
      {FAQ_SECTIONS.map((section) => (
        <section
          key={section.key}
          className="court-jury-faq__section"
          aria-labelledby={`jury-faq-${section.key}-heading`}
        >
          <h2 id={`jury-faq-${section.key}-heading`}>{t(`sections.${section.key}`)}</h2>
          {section.questions.map((question) => (
            <Question key={question.key} question={question} />
          ))}
        </section>
      ))}
      <BackToJuryService />
    </div>
  );
}
