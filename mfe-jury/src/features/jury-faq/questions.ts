import type en from './en.json';

export type QuestionKey = keyof typeof en.questions;
export type SectionKey = keyof typeof en.sections;

export interface FaqQuestion {
  key: QuestionKey;
  /** Fragment id of the question; links such as the site search point at it, so keep it stable. */
  anchor: string;
}

/** The FAQ's topics and their questions, in reading order. */
export const FAQ_SECTIONS: readonly { key: SectionKey; questions: readonly FaqQuestion[] }[] = [
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
];
