import type { Language } from '@court/contract';
import { array, boolean, object, string, type InferType } from 'yup';
import { LOCATION_TYPES, WEEK_DAYS, type WeekDay } from '@court/contract';
import {
  calendarDate,
  caseNumber,
  emailAddress,
  optionalPhone,
  optionalText,
  requiredPhone,
  requiredText,
  trimmedText,
} from './text';

/** At most this many places on one application. */
export const MAX_LOCATIONS = 10;

/**
 * Social Security numbers the SSA never issues: area 000, 666 or 900-999, group 00, serial 0000.
 * Catching them here stops a typo before it reaches the clerk.
 */
function isIssuableSsn(digits: string): boolean {
  const area = digits.slice(0, 3);
  return (
    area !== '000' &&
    area !== '666' &&
    area[0] !== '9' &&
    digits.slice(3, 5) !== '00' &&
    digits.slice(5) !== '0000'
  );
}

/** The digits of an SSN typed as 123-45-6789 (mask 000-00-0000) or 123456789. */
export function ssnDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** One day's checkbox: JSON true or false only. */
function dayFlag() {
  return boolean().strict().typeError('location.days.required').default(false);
}

/** A place the applicant needs to drive to. */
export const locationSchema = object({
  type: string()
    .typeError('location.type.required')
    .required('location.type.required')
    .oneOf([...LOCATION_TYPES], 'location.type.required'),
  name: requiredText('location.name.required'),
  address: requiredText('location.address.required', 200),
  days: object({
    monday: dayFlag(),
    tuesday: dayFlag(),
    wednesday: dayFlag(),
    thursday: dayFlag(),
    friday: dayFlag(),
    saturday: dayFlag(),
    sunday: dayFlag(),
  })
    .typeError('location.days.required')
    .test('some-day', 'location.days.required', (days) =>
      WEEK_DAYS.some((day) => (days as Partial<Record<WeekDay, boolean>> | undefined)?.[day]),
    ),
  hours: requiredText('location.hours.required'),
  info: optionalText(500),
});

export type DrivingLocation = InferType<typeof locationSchema>;

/** Earliest and latest birth dates accepted: nobody over 120 or not yet born. */
function isPlausibleBirthDate(value: string | undefined, today: string): boolean {
  if (value === undefined) return true;
  const [year] = value.split('-');
  return value < today && Number(year) >= Number(today.slice(0, 4)) - 120;
}

/**
 * Limited driving privileges application. `today` is the court's date, so a
 * birth date in the future is refused the same way in the browser and on the server.
 */
export function drivingPrivilegesSchema(today: string) {
  return object({
    firstName: requiredText('firstName.required', 60),
    lastName: requiredText('lastName.required', 60),
    ssn: trimmedText('ssn.format')
      .transform((value: unknown) => (typeof value === 'string' ? ssnDigits(value) : value))
      .required('ssn.required')
      .matches(/^\d{9}$/, 'ssn.format')
      .test('issuable', 'ssn.format', (value) => value === undefined || isIssuableSsn(value)),
    dob: calendarDate('dob.required').test('plausible', 'dob.range', (value) =>
      isPlausibleBirthDate(value, today),
    ),
    caseNumber: caseNumber(),
    cellPhone: requiredPhone('cellPhone.required'),
    homePhone: optionalPhone(),
    email: emailAddress(false),
    address: requiredText('address.required', 200),
    locations: array(locationSchema)
      .typeError('locations.required')
      .required('locations.required')
      .min(1, 'locations.required')
      .max(MAX_LOCATIONS, 'locations.tooMany'),
    proofOfInsurance: object({
      agentName: requiredText('agentName.required'),
      agentPhone: requiredPhone('agentPhone.required'),
      policyNumber: requiredText('policyNumber.required', 60),
    })
      .typeError('agentName.required')
      .required('agentName.required'),
  });
}

export type DrivingPrivilegesApplication = InferType<ReturnType<typeof drivingPrivilegesSchema>>;

/**
 * Where the API reports a field's error: the original client's error map is flat (agentName,
 * locations), so nested answers report under the name that map gives them.
 */
export function drivingPrivilegesErrorField(path: string): string {
  if (path.startsWith('locations')) return 'locations';
  if (path.startsWith('proofOfInsurance.')) return path.slice('proofOfInsurance.'.length);
  if (path === 'proofOfInsurance') return 'agentName';
  return path.split(/[.[]/)[0] ?? path;
}

/** The page's fields of the location being added: beside the application, never sent with it. */
export const LOCATION_DRAFT_FIELD = 'location';

/** The value of the form button that adds the location being typed to the list. */
export const ADD_LOCATION_ACTION = 'addLocation';

/** The value of a location's Remove button: this, a colon, and the location's position. */
export const REMOVE_LOCATION_ACTION = 'removeLocation';

/**
 * The fields of the application's page: the application and the location being added, whose
 * own "Add" button puts it in the list (the page's script does that in the browser).
 */
export function drivingPrivilegesPageSchema(today: string) {
  return drivingPrivilegesSchema(today).shape({ [LOCATION_DRAFT_FIELD]: locationSchema });
}

/**
 * What happens after the court receives an application for limited driving privileges: said under
 * the reference on the page that confirms it and in the confirmation e-mail.
 */
export const DRIVING_PRIVILEGES_NEXT_STEPS = {
  en: 'The court will review it with your case. You will be told of the decision; bring proof of your paid reinstatement fee and of valid insurance if the court asks for them.',
  es: 'El tribunal la revisará junto con su caso. Se le informará de la decisión; traiga el comprobante del pago de la cuota de restablecimiento y de un seguro vigente si el tribunal se los pide.',
} as const satisfies Record<Language, string>;
