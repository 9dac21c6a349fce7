import type { Faq, FaqQuestion } from '@court/contract';
import { useTranslation } from '@court/kit';
import { bilingualChangeWords, headedGroupChangeWording } from '../../shared/content-editor';
import { STAFF_FAQ_NS } from './staff-faq-translations';

/** A place where Spanish is missing: `topic.1.heading`, `topic.1.question.2.answer`. */
const MISSING_PLACE = /^topic\.(\d+)\.(?:heading|question\.(\d+)\.(question|answer))$/;

/** The words for the places of an FAQ, in the staff's language. */
export function useFaqWords() {
  const { t } = useTranslation(STAFF_FAQ_NS);

  /** A question in a change, its link name last: "How? / ¿Cómo?: So. (link name: how)". */
  function questionWords({ anchor, question, answer }: FaqQuestion): string {
    const text = `${bilingualChangeWords(question)}: ${bilingualChangeWords(answer)}`;
    return anchor === '' ? text : t('changes.question', { text, anchor });
  }

  const wording = headedGroupChangeWording<FaqQuestion>({
    none: t('changes.none'),
    empty: t('changes.empty'),
    headingName: (topic) => t('changes.heading', { topic }),
    entryName: (topic, question) => t('form.question', { topic, question }),
    entryWords: questionWords,
  });

  /**
   * Where Spanish is missing (`topic.2.heading`, `topic.1.question.3.answer`), in words, with
   * the English of the topic's heading or of the question.
   */
  function missingSpanish(name: string, draft: Faq): string {
    const match = MISSING_PLACE.exec(name);
    if (!match) return name;
    const topic = Number(match[1]);
    const entry = draft.topics[topic - 1];
    if (match[2] === undefined || match[3] === undefined) {
      return t('missing.topicHeading', { topic, heading: entry?.heading.en ?? '' });
    }
    const question = Number(match[2]);
    const words = entry?.questions[question - 1]?.question.en ?? '';
    return t(`missing.${match[3]}`, { topic, question, words });
  }

  /**
   * Which topic, or which question of which topic, a field's path (`topics[1].heading.en`,
   * `topics[0].questions[2].answer.en`, `topics[0].questions`) is: the form repeats its labels
   * for each.
   */
  function fieldContext(path: string): string | undefined {
    const match = /^topics\[(\d+)\](?:\.questions\[(\d+)\])?/.exec(path);
    if (!match) return undefined;
    const topic = Number(match[1]) + 1;
    return match[2] === undefined
      ? t('form.topic', { topic })
      : t('form.question', { topic, question: Number(match[2]) + 1 });
  }

  return { wording, missingSpanish, fieldContext };
}
