import { array, mixed, object, string, type ObjectSchema } from 'yup';
import {
  isRecord,
  type Faq,
  type FaqEditor,
  type FaqQuestion,
  type PublishedFaq,
  type RichBlock,
  type RichInline,
} from '@court/contract';
import { bilingualTextSchema, contentEditorSchema, headedGroupChangeSchema } from './content';

const faqQuestionSchema: ObjectSchema<FaqQuestion> = object({
  anchor: string().defined(),
  question: bilingualTextSchema,
  answer: bilingualTextSchema,
}).defined();

export const faqResponseSchema: ObjectSchema<Faq> = object({
  topics: array(
    object({
      heading: bilingualTextSchema,
      questions: array(faqQuestionSchema).defined(),
    }).defined(),
  ).defined(),
}).defined();

export const faqEditorSchema: ObjectSchema<FaqEditor> = contentEditorSchema(
  faqResponseSchema,
  headedGroupChangeSchema(faqQuestionSchema),
);

function isInlines(value: unknown): value is RichInline[] {
  return Array.isArray(value) && value.every(isInline);
}

function isInline(value: unknown): value is RichInline {
  if (!isRecord(value)) return false;
  if (value.type === 'text') return typeof value.text === 'string';
  if (value.type === 'strong') return isInlines(value.content);
  return value.type === 'link' && typeof value.href === 'string' && isInlines(value.content);
}

function isBlock(value: unknown): value is RichBlock {
  if (!isRecord(value)) return false;
  if (value.type === 'paragraph') return isInlines(value.content);
  return (
    value.type === 'list' &&
    typeof value.ordered === 'boolean' &&
    Array.isArray(value.items) &&
    value.items.every(isInlines)
  );
}

/** Rich text: a tree of blocks, each checked whole (yup has no schema for a recursive shape). */
export const richTextSchema = mixed<RichBlock[]>()
  .defined()
  .test('rich-text', 'rich text', (value) => Array.isArray(value) && value.every(isBlock));

export const publishedFaqResponseSchema: ObjectSchema<PublishedFaq> = object({
  topics: array(
    object({
      heading: bilingualTextSchema,
      questions: array(
        object({
          anchor: string().defined(),
          question: bilingualTextSchema,
          answer: object({ en: richTextSchema, es: richTextSchema }).defined(),
        }).defined(),
      ).defined(),
    }).defined(),
  ).defined(),
}).defined();
