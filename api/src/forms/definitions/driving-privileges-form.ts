import { WEEK_DAYS, type SubmissionField } from '@court/contract';
import { object } from 'yup';
import {
  ADD_LOCATION_ACTION,
  drivingPrivilegesErrorField,
  drivingPrivilegesPageSchema,
  drivingPrivilegesSchema,
  emptyAnswers,
  LOCATION_DRAFT_FIELD,
  locationSchema,
  MAX_LOCATIONS,
  REMOVE_LOCATION_ACTION,
  type DrivingLocation,
  type DrivingPrivilegesApplication,
  DRIVING_PRIVILEGES_NEXT_STEPS,
} from '@court/contract/schemas';
import { openField, sealField } from '../../platform/crypto/field-encryption';
import { defineForm, type ChangedAnswers } from '../define-form';
import { validateForm } from '../submission-pipeline';
import { confirmationMail, officeNotification, type ConfirmationText } from '../form-mail';
import {
  findDrivingPrivilegesRequest,
  findSealedSsn,
  insertDrivingPrivilegesRequest,
} from './driving-privileges-request-repository';

/** Authenticated with every sealed SSN, so a value copied to another column cannot be opened. */
export const SSN_CONTEXT = 'driving_privileges_request.ssn_encrypted';

/** An SSN as staff see it unless they ask for it: the last four digits only. */
export function maskSsn(lastFour: string): string {
  return `***-**-${lastFour}`;
}

function formatSsn(digits: string): string {
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

function describeDays(location: DrivingLocation): string {
  return WEEK_DAYS.filter((day) => location.days[day]).join(', ');
}

/**
 * A location as it is kept: every answer in one order and every day true or false, so an
 * application reads the same whether the page's HTML or its script sent it (a script may leave
 * out the days not ticked).
 */
function storedLocation(location: DrivingLocation): DrivingLocation {
  return {
    type: location.type,
    name: location.name,
    address: location.address,
    days: Object.fromEntries(
      WEEK_DAYS.map((day) => [day, location.days[day] === true]),
    ) as DrivingLocation['days'],
    hours: location.hours,
    info: location.info,
  };
}

/** Places as staff read them: locations.0.type, locations.0.name, ... */
function locationFields(locations: readonly DrivingLocation[]): SubmissionField[] {
  return locations.flatMap((location, index) => [
    { name: `locations.${index}.type`, value: location.type },
    { name: `locations.${index}.name`, value: location.name },
    { name: `locations.${index}.address`, value: location.address },
    { name: `locations.${index}.days`, value: describeDays(location) },
    { name: `locations.${index}.hours`, value: location.hours },
    { name: `locations.${index}.info`, value: location.info },
  ]);
}

function parseLocations(text: string): DrivingLocation[] {
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? (parsed as DrivingLocation[]) : [];
}

const CONFIRMATION: Record<'en' | 'es', ConfirmationText> = {
  en: {
    what: 'your application for limited driving privileges',
    next: DRIVING_PRIVILEGES_NEXT_STEPS.en,
  },
  es: {
    what: 'su solicitud de privilegios limitados de manejo',
    next: DRIVING_PRIVILEGES_NEXT_STEPS.es,
  },
};

const LOCATION_DRAFT = { schema: () => object({ [LOCATION_DRAFT_FIELD]: locationSchema }) };

/**
 * The page's Add and Remove buttons, sent without the script: the location being typed joins the
 * list once the contract's locationSchema accepts it (its messages otherwise, by its fields), or
 * the location at a position leaves it.
 */
async function changeLocations(
  answers: Record<string, unknown>,
  action: string,
  today: string,
): Promise<ChangedAnswers | undefined> {
  const locations = Array.isArray(answers.locations) ? (answers.locations as unknown[]) : [];
  if (action === ADD_LOCATION_ACTION) {
    if (locations.length >= MAX_LOCATIONS) {
      return { answers, problems: { locations: { code: 'locations.tooMany' } } };
    }
    const draft = await validateForm(LOCATION_DRAFT, answers, today);
    if (!draft.ok) return { answers, problems: draft.problems };
    return {
      answers: {
        ...answers,
        locations: [...locations, draft.value[LOCATION_DRAFT_FIELD]],
        [LOCATION_DRAFT_FIELD]: emptyAnswers(locationSchema),
      },
      problems: {},
    };
  }
  const removal = new RegExp(`^${REMOVE_LOCATION_ACTION}:(\\d{1,2})$`).exec(action);
  if (!removal) return undefined;
  const position = Number(removal[1]);
  return {
    answers: { ...answers, locations: locations.filter((_, index) => index !== position) },
    problems: {},
  };
}

/**
 * Limited driving privileges application (POST forms/driving-privileges). The SSN is sealed
 * before it is stored, kept out of every e-mail, and shown to staff masked unless revealed.
 */
export const drivingPrivilegesForm = defineForm<DrivingPrivilegesApplication>({
  form: 'driving-privileges',
  path: 'forms/driving-privileges',
  schema: (today) => drivingPrivilegesSchema(today),
  errorField: drivingPrivilegesErrorField,
  native: {
    fields: drivingPrivilegesPageSchema,
    toInput: (answers) =>
      Object.fromEntries(Object.entries(answers).filter(([name]) => name !== LOCATION_DRAFT_FIELD)),
    secretFields: { ssn: 'ssn.again' },
    change: changeLocations,
  },
  summary: (application) => ({
    name: `${application.firstName} ${application.lastName}`,
    caseNumber: application.caseNumber,
    email: application.email,
  }),
  async store(trx, application, record, { config }) {
    await insertDrivingPrivilegesRequest(trx, {
      submissionId: record.submissionId,
      firstName: application.firstName,
      lastName: application.lastName,
      ssnEncrypted: sealField(config.fieldKeyring, SSN_CONTEXT, application.ssn),
      ssnLastFour: application.ssn.slice(-4),
      dob: application.dob,
      caseNumber: application.caseNumber,
      cellPhone: application.cellPhone,
      homePhone: application.homePhone,
      email: application.email,
      address: application.address,
      locations: JSON.stringify(application.locations.map(storedLocation)),
      agentName: application.proofOfInsurance.agentName,
      agentPhone: application.proofOfInsurance.agentPhone,
      policyNumber: application.proofOfInsurance.policyNumber,
    });
  },
  // Never the SSN nor the date of birth: e-mail is not a safe place for them.
  mail: (application, record, { config }) => [
    officeNotification(
      config.formMailboxes['driving-privileges'],
      `Limited driving privileges application for case ${application.caseNumber}`,
      'A new application for limited driving privileges was submitted on the court website. The Social Security number is only in the staff inbox.',
      [
        ['Name', `${application.firstName} ${application.lastName}`],
        ['Case number', application.caseNumber],
        ['Cell phone', application.cellPhone],
        ['E-mail', application.email],
        ['Places', String(application.locations.length)],
      ],
      record,
    ),
    ...(application.email === ''
      ? []
      : [confirmationMail(application.email, CONFIRMATION[record.language], record)]),
  ],
  async detail(db, submissionId) {
    const row = await findDrivingPrivilegesRequest(db, submissionId);
    if (!row) return undefined;
    return [
      { name: 'firstName', value: row.firstName },
      { name: 'lastName', value: row.lastName },
      { name: 'ssn', value: maskSsn(row.ssnLastFour) },
      { name: 'dob', value: row.dob },
      { name: 'caseNumber', value: row.caseNumber },
      { name: 'cellPhone', value: row.cellPhone },
      { name: 'homePhone', value: row.homePhone },
      { name: 'email', value: row.email },
      { name: 'address', value: row.address },
      ...locationFields(parseLocations(row.locations)),
      { name: 'agentName', value: row.agentName },
      { name: 'agentPhone', value: row.agentPhone },
      { name: 'policyNumber', value: row.policyNumber },
    ];
  },
  async revealProtectedNumber(db, submissionId, { config }) {
    const sealed = await findSealedSsn(db, submissionId);
    return sealed && formatSsn(openField(config.fieldKeyring, SSN_CONTEXT, sealed));
  },
});
