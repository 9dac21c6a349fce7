import { array, object, type ObjectSchema } from 'yup';
import type { Faq, FaqQuestion, FaqTopic } from '@court/contract';
import { refusedLinks } from '@court/contract/markdown';
import { bilingualText, trimmedText } from './text';

export const FAQ_HEADING_MAX_LENGTH = 120;
export const FAQ_QUESTION_MAX_LENGTH = 300;
export const FAQ_ANSWER_MAX_LENGTH = 5000;
export const FAQ_MAX_TOPICS = 20;
export const FAQ_MAX_PER_TOPIC = 50;

/** A question's id in the page: lower-case letters, digits and hyphens, starting with a letter. */
export const FAQ_ANCHOR = /^[a-z][a-z0-9-]{0,59}$/;

const answerText = trimmedText('faq.answer.required')
  .max(FAQ_ANSWER_MAX_LENGTH, 'faq.answer.tooLong')
  .test('links', 'faq.answer.link', (value) => !value || refusedLinks(value).length === 0);

const faqQuestion: ObjectSchema<FaqQuestion> = object({
  anchor: trimmedText('faq.anchor.format')
    .default('')
    .test('anchor', 'faq.anchor.format', (value) => value === '' || FAQ_ANCHOR.test(value)),
  question: bilingualText('faq.question.required', FAQ_QUESTION_MAX_LENGTH, 'faq.question.tooLong'),
  answer: object({
    en: answerText.required('faq.answer.required'),
    es: answerText.default(''),
  }).defined(),
}).defined();

const faqTopic: ObjectSchema<FaqTopic> = object({
  heading: bilingualText('faq.heading.required', FAQ_HEADING_MAX_LENGTH, 'faq.heading.tooLong'),
  questions: array(faqQuestion)
    .defined()
    .min(1, 'faq.questions.none')
    .max(FAQ_MAX_PER_TOPIC, 'faq.questions.tooMany'),
}).defined();

/**
 * An FAQ staff save: one to 20 topics, each a heading and one to 50 questions. A question's
 * anchor may be left blank (the API makes one from its English words); given, it is unique in the
 * FAQ. Answers are Markdown whose links lead to https sites, phones, e-mail addresses or paths of
 * this site.
 */
export const faqSchema: ObjectSchema<Faq> = object({
  topics: array(faqTopic)
    .defined('faq.topics.none')
    .min(1, 'faq.topics.none')
    .max(FAQ_MAX_TOPICS, 'faq.topics.tooMany'),
})
  .defined()
  .test('anchors', 'faq.anchor.duplicate', (faq, context) => {
    const seen = new Set<string>();
    for (const [topic, { questions }] of (faq.topics ?? []).entries()) {
      for (const [index, { anchor }] of questions.entries()) {
        if (anchor === '') continue;
        if (seen.has(anchor)) {
          return context.createError({
            path: `topics[${topic}].questions[${index}].anchor`,
          });
        }
        seen.add(anchor);
      }
    }
    return true;
  });

/** An id made of a question's English words: "How do I pay?" → "how-do-i-pay". */
function anchorOf(words: string): string {
  const slug = words
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
  return /^[a-z]/.test(slug) ? slug : `question-${slug || 'new'}`;
}

/** The FAQ with each blank anchor made from its question's English words, unique in the FAQ. */
export function withFaqAnchors(faq: Faq): Faq {
  const taken = new Set(faq.topics.flatMap((topic) => topic.questions.map((q) => q.anchor)));
  return {
    topics: faq.topics.map((topic) => ({
      ...topic,
      questions: topic.questions.map((entry) => {
        if (entry.anchor !== '') return entry;
        const base = anchorOf(entry.question.en);
        let anchor = base;
        for (let suffix = 2; taken.has(anchor); suffix += 1) anchor = `${base}-${suffix}`;
        taken.add(anchor);
        return { ...entry, anchor };
      }),
    })),
  };
}
