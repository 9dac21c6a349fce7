import { array, object, string, type ObjectSchema } from 'yup';
import type { CourtContacts, CourtContactsEditor } from '@court/contract';
import { bilingualTextSchema, contentChangeSchema, contentEditorSchema } from './content';

const officesSchema = array(
  object({ name: bilingualTextSchema, phone: string().defined() }).defined(),
).defined();

export const courtContactsResponseSchema: ObjectSchema<CourtContacts> = object({
  clerkOffices: officesSchema,
  otherOffices: officesSchema,
}).defined();

export const courtContactsEditorSchema: ObjectSchema<CourtContactsEditor> = contentEditorSchema(
  courtContactsResponseSchema,
  contentChangeSchema,
);
