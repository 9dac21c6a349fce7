import type { ReactNode } from 'react';
import { useTranslation } from '@court/kit';
import './faq.css';

/** An answer as its page's bundle holds it, in reading order. */
export interface FaqAnswer {
  /** Paragraphs. */
  answer: string[];
  /** A bulleted list after them. */
  list?: string[];
  /** Paragraphs after the list. */
  after?: string[];
}

export interface FaqQuestion<K extends string> {
  /** The question's key in the bundle: `questions.<key>.question`, `questions.<key>.answer.0`... */
  key: K;
  /**
   * Fragment id of the question. Links such as the site search's point at it, so it is the same in
   * both languages and must not change; by default the key in kebab case ("citationCost" →
   * "citation-cost").
   */
  anchor?: string;
}

export interface FaqSection<K extends string> {
  /** Its heading is `sections.<key>` in the bundle. */
  key: string;
  questions: readonly FaqQuestion<K>[];
}

export interface FaqProps<K extends string> {
  /** The page's translation namespace, holding `sections` and `questions`. */
  namespace: string;
  /** The English bundle's questions: they set how many paragraphs and items each answer has. */
  answers: Record<K, FaqAnswer>;
  /** The topics and their questions, in reading order. */
  sections: readonly FaqSection<K>[];
  /** Prefix of the section headings' ids: "faq" gives "faq-civil-heading". */
  idPrefix: string;
  /** What closes an answer (a link, a phone number), by question. */
  extras?: Partial<Record<K, ReactNode>>;
}

function kebabCase(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/**
 * Questions and answers grouped under topic headings. Each answer is a native disclosure: keyboard,
 * screen readers and find-in-page work without any script, and a link to a question (#anchor)
 * opens it (the shell opens the disclosure a link points to and focuses its question).
 */
export function Faq<K extends string>({
  namespace,
  answers,
  sections,
  idPrefix,
  extras = {},
}: FaqProps<K>) {
  const { t } = useTranslation(namespace);
  const lines = (key: K, part: keyof FaqAnswer) =>
    answers[key][part]?.map((_, index) => t(`questions.${key}.${part}.${index}`)) ?? [];
  return sections.map((section) => (
    <section
      key={section.key}
      className="court-faq__section"
      aria-labelledby={`${idPrefix}-${section.key}-heading`}
    >
      <h2 id={`${idPrefix}-${section.key}-heading`}>{t(`sections.${section.key}`)}</h2>
      {section.questions.map(({ key, anchor = kebabCase(key) }) => {
        const list = lines(key, 'list');
        return (
          <details key={key} id={anchor} className="court-faq__item">
            <summary className="court-faq__question">{t(`questions.${key}.question`)}</summary>
            <div className="court-faq__answer">
              {lines(key, 'answer').map((line, index) => (
                <p key={index}>{line}</p>
              ))}
              {list.length > 0 && (
                <ul className="usa-list">
                  {list.map((line, index) => (
                    <li key={index}>{line}</li>
                  ))}
                </ul>
              )}
              {lines(key, 'after').map((line, index) => (
                <p key={index}>{line}</p>
              ))}
              {extras[key]}
            </div>
          </details>
        );
      })}
    </section>
  ));
}
