import { array, mixed, number, object, string, type ObjectSchema } from 'yup';
import {
  COURT_CONTACTS_TABLES,
  type CourtContacts,
  type CourtContactsChange,
  type CourtContactsEditor,
  type OfficePhone,
} from '@court/contract';
import { bilingualTextSchema, contentEditorSchema } from './content';

const officePhoneSchema: ObjectSchema<OfficePhone> = object({
  name: bilingualTextSchema,
  phone: string().defined(),
}).defined();

const officesSchema = array(officePhoneSchema).defined();

export const courtContactsResponseSchema: ObjectSchema<CourtContacts> = object({
  clerkOffices: officesSchema,
  otherOffices: officesSchema,
}).defined();

export const courtContactsEditorSchema: ObjectSchema<CourtContactsEditor> = contentEditorSchema(
  courtContactsResponseSchema,
  object({
    name: string().defined(),
    table: mixed<CourtContactsChange['table']>().oneOf(COURT_CONTACTS_TABLES).defined(),
    place: number().defined(),
    before: officePhoneSchema.nullable().defined(),
    after: officePhoneSchema.nullable().defined(),
  }).defined(),
);
