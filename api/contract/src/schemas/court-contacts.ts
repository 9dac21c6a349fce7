import { array, object, type ObjectSchema } from 'yup';
import type { CourtContacts, OfficePhone } from '@court/contract';
import { phoneAsShown } from './court-facts';
import { bilingualText, trimmedText } from './text';

/** Longest office name: a line. */
export const COURT_CONTACTS_NAME_MAX_LENGTH = 120;
export const COURT_CONTACTS_MAX_PER_TABLE = 30;

const officePhone: ObjectSchema<OfficePhone> = object({
  name: bilingualText(
    'courtContacts.name.required',
    COURT_CONTACTS_NAME_MAX_LENGTH,
    'courtContacts.tooLong',
  ),
  phone: trimmedText('courtContacts.phone')
    .required('courtContacts.phone')
    .transform(phoneAsShown)
    .matches(/^\d{3}-\d{3}-\d{4}$/, 'courtContacts.phone'),
}).defined();

const table = array(officePhone)
  .defined()
  .default([])
  .max(COURT_CONTACTS_MAX_PER_TABLE, 'courtContacts.tooMany');

/**
 * The office phones staff save: up to 30 offices in each table, each with its name (English
 * required) and a 10-digit number, written 330-555-0100 however it was typed.
 */
export const courtContactsSchema: ObjectSchema<CourtContacts> = object({
  clerkOffices: table,
  otherOffices: table,
}).defined();
