import { COURT_DATE_REMINDERS_PAGE } from '@court/contract';
import { LocalizedLink, PageHeading, registerTranslations, useTranslation } from '@court/kit';
import { Faq, type FaqSection } from '@court/kit/faq';
import en from './en.json';
import es from './es.json';
import './faq-page.css';

registerTranslations('faq', { en, es });

type QuestionKey = keyof typeof en.questions;

/**
 * The FAQ's two sections, their questions in reading order. Each question's id is its key in
 * kebab case ("citationCost" → "citation-cost"): the site search links to it.
 */
const FAQ_SECTIONS: readonly FaqSection<QuestionKey>[] = [
  {
    key: 'traffic',
    questions: [
      { key: 'citationCost' },
      { key: 'minorMisdemeanor' },
      { key: 'appearance' },
      { key: 'courtDateReminders' },
      { key: 'timeToPay' },
      { key: 'latePayment' },
      { key: 'fineInCourt' },
      { key: 'noInsurance' },
      { key: 'drivingPrivileges' },
    ],
  },
  { key: 'civil', questions: [{ key: 'civilComplaint' }, { key: 'evictionObjection' }] },
];

/** The link that ends an answer, to the page where the visitor does what it speaks of. */
function AnswerLink({ question, to }: { question: QuestionKey; to: string }) {
  const { t } = useTranslation('faq');
  return (
    <p>
      <LocalizedLink to={to} className="usa-link">
        {t(`questions.${question}.link`)}
      </LocalizedLink>
    </p>
  );
}

/** FAQ: traffic/criminal and civil questions, each answer a native disclosure. */
export default function FaqPage() {
  const { t } = useTranslation('faq');
  return (
    <div className="grid-container court-faq-page">
      <PageHeading>{t('title')}</PageHeading>
      <p>{t('intro')}</p>
      <Faq
        namespace="faq"
        answers={en.questions}
        sections={FAQ_SECTIONS}
        idPrefix="faq"
        extras={{
          courtDateReminders: (
            <AnswerLink question="courtDateReminders" to={COURT_DATE_REMINDERS_PAGE} />
          ),
          drivingPrivileges: <AnswerLink question="drivingPrivileges" to="driving-privileges" />,
        }}
      />
    </div>
  );
}
