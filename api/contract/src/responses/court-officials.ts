import { array, boolean, number, object, string, type ObjectSchema } from 'yup';
import type {
  CourtOfficialEntry,
  CourtOfficials,
  CourtOfficialsEditor,
  OfficialTitleKey,
  PublishedOfficials,
} from '@court/contract';
import { bilingualTextSchema, contentEditorSchema } from './content';
import { richTextSchema } from './faq';

const title = string<OfficialTitleKey>().defined();

const officialSchema: ObjectSchema<CourtOfficialEntry> = object({
  slug: string().defined(),
  name: string().defined(),
  title,
  phone: string().defined(),
  biography: bilingualTextSchema,
  photo: string().defined(),
  photoAlt: bilingualTextSchema,
  retired: boolean().defined(),
  successor: string().defined(),
}).defined();

export const courtOfficialsResponseSchema: ObjectSchema<CourtOfficials> = object({
  officials: array(officialSchema).defined(),
}).defined();

export const courtOfficialsEditorSchema: ObjectSchema<CourtOfficialsEditor> = contentEditorSchema(
  courtOfficialsResponseSchema,
  object({
    name: string().defined(),
    place: number().defined(),
    before: officialSchema.nullable().defined(),
    after: officialSchema.nullable().defined(),
  }).defined(),
);

export const publishedOfficialsSchema: ObjectSchema<PublishedOfficials> = object({
  officials: array(
    object({
      slug: string().defined(),
      name: string().defined(),
      title,
      phone: string().defined(),
      biography: object({ en: richTextSchema, es: richTextSchema }).defined(),
      photo: string().defined(),
      photoAlt: bilingualTextSchema,
    }).defined(),
  ).defined(),
  retired: array(
    object({
      slug: string().defined(),
      name: string().defined(),
      successor: string().defined(),
    }).defined(),
  ).defined(),
}).defined();

/** POST staff/content/court-officials/photos: the id of the photo as the API keeps it. */
export const officialPhotoSchema: ObjectSchema<{ photo: string }> = object({
  photo: string().defined(),
}).defined();
