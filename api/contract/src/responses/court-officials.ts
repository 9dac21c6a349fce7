import { array, boolean, object, string, type ObjectSchema } from 'yup';
import type {
  CourtOfficials,
  CourtOfficialsEditor,
  OfficialTitleKey,
  PublishedOfficials,
} from '@court/contract';
import { bilingualTextSchema, contentChangeSchema, contentEditorSchema } from './content';
import { richTextSchema } from './faq';

const title = string<OfficialTitleKey>().defined();

export const courtOfficialsResponseSchema: ObjectSchema<CourtOfficials> = object({
  officials: array(
    object({
      slug: string().defined(),
      name: string().defined(),
      title,
      phone: string().defined(),
      biography: bilingualTextSchema,
      photo: string().defined(),
      photoAlt: bilingualTextSchema,
      retired: boolean().defined(),
      successor: string().defined(),
    }).defined(),
  ).defined(),
}).defined();

export const courtOfficialsEditorSchema: ObjectSchema<CourtOfficialsEditor> = contentEditorSchema(
  courtOfficialsResponseSchema,
  contentChangeSchema,
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
