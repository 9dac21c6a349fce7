import type { FaqSection } from '@court/kit/faq';
import type en from './en.json';

export type QuestionKey = keyof typeof en.questions;

/**
 * The FAQ's topics and their questions, in reading order. Each anchor is the question's id: links
 * such as the site search's point at it, so keep it stable.
 */
export const FAQ_SECTIONS = [
  {
    key: 'reporting',
    questions: [
      { key: 'onCall', anchor: 'on-call' },
      { key: 'lengthOfService', anchor: 'length-of-service' },
      { key: 'pay', anchor: 'juror-pay' },
    ],
  },
  {
    key: 'selection',
    questions: [
      { key: 'selection', anchor: 'juror-selection' },
      { key: 'trialTypes', anchor: 'types-of-trials' },
    ],
  },
  {
    key: 'security',
    questions: [
      { key: 'prohibitedItems', anchor: 'prohibited-items' },
      { key: 'weapons', anchor: 'weapons' },
    ],
  },
] as const satisfies readonly (FaqSection<QuestionKey> & { key: keyof typeof en.sections })[];
