import { FAQ_DEFAULTS, FAQ_NAMES, faqChanges, type Faq, type FaqName } from '@court/contract';
import { faqSchema, withFaqAnchors } from '@court/contract/schemas';
import type { ContentKind } from './content-tables';
import { schemaContentKind, type ContentKindDefinition } from './content-kind';

/** Each FAQ's kind in the content store. */
export const FAQ_KINDS = { site: 'site-faq', jury: 'jury-faq' } as const satisfies Record<
  FaqName,
  ContentKind
>;

/**
 * Each FAQ: topics of questions with Markdown answers. A question saved without its anchor gets
 * one made from its English words, kept from then on so links to it keep working.
 */
export const FAQ_CONTENT = Object.fromEntries(
  FAQ_NAMES.map((name) => [
    name,
    schemaContentKind({
      kind: FAQ_KINDS[name],
      fields: ['topics'],
      defaults: FAQ_DEFAULTS[name],
      schema: faqSchema,
      changes: faqChanges,
      complete: withFaqAnchors,
    }),
  ]),
) as Record<FaqName, ContentKindDefinition<Faq>>;
