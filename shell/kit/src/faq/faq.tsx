import type { ReactNode } from 'react';
import type { PublishedFaq } from '@court/contract';
import {
  BilingualWords,
  ContentLoadState,
  useApiGet,
  useLanguage,
  useTranslation,
} from '@court/kit';
import { BilingualRichText } from '@court/kit/rich-text';
import './faq.css';

export interface FaqProps {
  /** The API path of the published FAQ (FAQ_PATHS). */
  path: string;
  /** Prefix of the topic headings' ids: "faq" gives "faq-topic-2-heading". */
  idPrefix: string;
  /**
   * What closes an answer, by question anchor: a phone number or an address the page takes from
   * the court facts, so it stays right when they change.
   */
  extras?: Readonly<Record<string, ReactNode>>;
}

/** Topics and their questions, each answer a native disclosure. */
function FaqTopics({ faq, idPrefix, extras }: { faq: PublishedFaq } & Omit<FaqProps, 'path'>) {
  const language = useLanguage();
  return faq.topics.map((topic, index) => {
    const headingId = `${idPrefix}-topic-${index + 1}-heading`;
    return (
      <section key={index} className="court-faq__section" aria-labelledby={headingId}>
        <h2 id={headingId}>
          <BilingualWords text={topic.heading} language={language} />
        </h2>
        {topic.questions.map(({ anchor, question, answer }) => (
          <details key={anchor} className="court-faq__item">
            <summary id={anchor} className="court-faq__question">
              <BilingualWords text={question} language={language} />
            </summary>
            <div className="court-faq__answer">
              <BilingualRichText text={answer} language={language} />
              {extras?.[anchor]}
            </div>
          </details>
        ))}
      </section>
    );
  });
}

/**
 * An FAQ as staff published it: questions grouped under topic headings. Each answer is a native
 * disclosure: keyboard, screen readers and find-in-page work without any script. A question's
 * anchor is on its summary, which can take the focus: a link to it (#anchor) has the browser
 * itself scroll to the question and focus it, and the shell opens its answer. Were the anchor on
 * the <details>, which cannot take the focus, the browser would clear the focus when it reaches
 * the anchor, even after the shell had put it on the question. The server renders the FAQ with
 * the published entries in place.
 */
export function Faq({ path, idPrefix, extras }: FaqProps) {
  const { t } = useTranslation('kit');
  return (
    <ContentLoadState
      request={useApiGet(path, 'faq')}
      loading={t('faq.loading')}
      failed={t('faq.failed')}
      call={t('faq.call')}
    >
      {(faq) => <FaqTopics faq={faq} idPrefix={idPrefix} extras={extras} />}
    </ContentLoadState>
  );
}
