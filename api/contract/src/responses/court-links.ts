import { array, object, string, type ObjectSchema } from 'yup';
import type { CourtLinks, CourtLinksEditor, RelatedLink } from '@court/contract';
import { bilingualTextSchema, contentEditorSchema, headedGroupChangeSchema } from './content';

const relatedLinkSchema: ObjectSchema<RelatedLink> = object({
  name: bilingualTextSchema,
  url: string().defined(),
}).defined();

export const courtLinksResponseSchema: ObjectSchema<CourtLinks> = object({
  groups: array(
    object({ heading: bilingualTextSchema, links: array(relatedLinkSchema).defined() }).defined(),
  ).defined(),
}).defined();

export const courtLinksEditorSchema: ObjectSchema<CourtLinksEditor> = contentEditorSchema(
  courtLinksResponseSchema,
  headedGroupChangeSchema(relatedLinkSchema),
);
