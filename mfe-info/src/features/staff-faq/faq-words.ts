import type { ContentChange, Faq } from '@court/contract';
import { useTranslation } from '@court/kit';
import { type ContentChangeWording, bilingualChangeWords } from '../../shared/content-editor';
import { STAFF_FAQ_NS } from './staff-faq-translations';

/** What a change's name (`topic.2.heading`, `topic.1.question.3`) is about; numbers 1-based. */
type FaqPlace =
  { kind: 'heading'; topic: number } | { kind: 'question'; topic: number; question: number };

const CHANGE_NAME = /^topic\.(\d+)\.(?:heading|question\.(\d+))$/;

/** The place a change's name stands for; null for a name this page does not know. */
function placeOf(name: string): FaqPlace | null {
  const match = CHANGE_NAME.exec(name);
  if (!match) return null;
  const topic = Number(match[1]);
  return match[2] === undefined
    ? { kind: 'heading', topic }
    : { kind: 'question', topic, question: Number(match[2]) };
}

/** A place where Spanish is missing: `topic.1.heading`, `topic.1.question.2.answer`. */
const MISSING_PLACE = /^topic\.(\d+)\.(?:heading|question\.(\d+)\.(question|answer))$/;

// A question in a change: "#anchor English question / Spanish question: English answer / Spanish
// answer". The anchor holds no space.
const QUESTION_TEXT = /^#(\S*) (.*)$/s;

/** The words for the places of an FAQ, in the staff's language. */
export function useFaqWords() {
  const { t } = useTranslation(STAFF_FAQ_NS);

  /** A question's text in a change, its link name last: "How? / ¿Cómo?: So. (link name: how)". */
  function questionWords(text: string): string {
    const parts = QUESTION_TEXT.exec(text);
    if (parts?.[1] === undefined || parts[2] === undefined) return text;
    // With no Spanish question, its separator stands just before the answer's colon.
    const words = bilingualChangeWords(parts[2].replace(' / : ', ': '));
    return parts[1] === '' ? words : t('changes.question', { text: words, anchor: parts[1] });
  }

  function placeName(place: FaqPlace | null): string | null {
    switch (place?.kind) {
      case 'heading':
        return t('changes.heading', { topic: place.topic });
      case 'question':
        return t('form.question', { topic: place.topic, question: place.question });
      default:
        return null;
    }
  }

  const wording: ContentChangeWording<ContentChange> = {
    none: t('changes.none'),
    describe: ({ name, before, after }) => {
      const place = placeOf(name);
      const value = (text: string) => {
        if (text === '') return t('changes.empty');
        if (place?.kind === 'heading') return bilingualChangeWords(text);
        if (place?.kind === 'question') return questionWords(text);
        return text;
      };
      return { name: placeName(place) ?? name, before: value(before), after: value(after) };
    },
  };

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
