import type { FaqMissingSpanish, FaqQuestion } from '@court/contract';
import { useTranslation } from '@court/kit';
import { bilingualChangeWords, headedGroupChangeWording } from '../../shared/content-editor';
import { STAFF_FAQ_NS } from './staff-faq-translations';

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

  /** Where Spanish is missing, in words, with the English of the heading or of the question. */
  function missingSpanish(place: FaqMissingSpanish): string {
    if (place.about === 'heading') {
      return t('missing.topicHeading', { topic: place.topic, heading: place.heading.en });
    }
    const { topic, question, entry } = place;
    return t(`missing.${place.about}`, { topic, question, words: entry.question.en });
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
