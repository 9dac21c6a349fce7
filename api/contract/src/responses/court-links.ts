import { array, object, string, type ObjectSchema } from 'yup';
import type { CourtLinks, CourtLinksEditor } from '@court/contract';
import { bilingualTextSchema, contentChangeSchema, contentEditorSchema } from './content';

export const courtLinksResponseSchema: ObjectSchema<CourtLinks> = object({
  groups: array(
    object({
      heading: bilingualTextSchema,
      links: array(
        object({ name: bilingualTextSchema, url: string().defined() }).defined(),
      ).defined(),
    }).defined(),
  ).defined(),
}).defined();

export const courtLinksEditorSchema: ObjectSchema<CourtLinksEditor> = contentEditorSchema(
  courtLinksResponseSchema,
  contentChangeSchema,
);
