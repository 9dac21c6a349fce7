import { LocalizedLink, PageHeading, registerTranslations, useTranslation } from '@court/kit';
import en from './en.json';
import es from './es.json';
import './faq.css';

registerTranslations('faq', { en, es });

type QuestionKey = keyof typeof en.questions;

/** The shape every question of the bundle has; the English bundle sets how many items each has. */
interface QuestionContent {
  answer: string[];
  list?: string[];
  link?: string;
}

/** The FAQ's two sections, their questions in reading order. */
const FAQ_SECTIONS: { key: keyof typeof en.sections; questions: QuestionKey[] }[] = [
  {
    key: 'traffic',
    questions: [
      'citationCost',
      'minorMisdemeanor',
      'appearance',
      'timeToPay',
      'latePayment',
      'fineInCourt',
      'noInsurance',
      'drivingPrivileges',
    ],
  },
  { key: 'civil', questions: ['civilComplaint', 'evictionObjection'] },
];

/**
 * Fragment id of a question: "citationCost" → "citation-cost". Links such as the site search's
 * point at it, so it is the same in both languages and changes only with the question's key.
 */
function questionAnchor(questionKey: QuestionKey): string {
  return questionKey.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** Site pages an answer leads to. */
const QUESTION_LINKS: Partial<Record<QuestionKey, string>> = {
  drivingPrivileges: 'driving-privileges',
};

function Question({ questionKey }: { questionKey: QuestionKey }) {
  const { t } = useTranslation('faq');
  const content: QuestionContent = en.questions[questionKey];
  const base = `questions.${questionKey}`;
  const linkTo = QUESTION_LINKS[questionKey];
  return (
    // Native disclosure: keyboard, screen readers and find-in-page work without any script.
    <details id={questionAnchor(questionKey)} className="court-faq__item">
      <summary className="court-faq__question">{t(`${base}.question`)}</summary>
      <div className="court-faq__answer">
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
        {linkTo && content.link && (
          <p>
            <LocalizedLink to={linkTo} className="usa-link">
              {t(`${base}.link`)}
            </LocalizedLink>
          </p>
        )}
      </div>
    </details>
  );
}

/** FAQ: traffic/criminal and civil questions, each answer a native disclosure. */
export default function FaqPage() {
  const { t } = useTranslation('faq');
  return (
    <div className="grid-container court-faq">
      <PageHeading>{t('title')}</PageHeading>
      <p>{t('intro')}</p>
      {FAQ_SECTIONS.map((section) => (
        <section
          key={section.key}
          className="court-faq__section"
          aria-labelledby={`faq-${section.key}-heading`}
        >
          <h2 id={`faq-${section.key}-heading`}>{t(`sections.${section.key}`)}</h2>
          {section.questions.map((key) => (
            <Question key={key} questionKey={key} />
          ))}
        </section>
      ))}
    </div>
  );
}
