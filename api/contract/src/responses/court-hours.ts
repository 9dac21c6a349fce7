import { array, boolean, lazy, mixed, object, string, type ObjectSchema, type Schema } from 'yup';
import {
  COURT_HOURS_OFFICES,
  LANGUAGES,
  WEEKDAYS,
  type CourtHours,
  type CourtHoursChange,
  type CourtHoursEditor,
  type DayHours,
  type HoursException,
  type OfficeHours,
  type OfficeNow,
  type PublishedCourtHours,
  type Weekday,
} from '@court/contract';
import { bilingualTextSchema, contentEditorSchema } from './content';

const dayHoursSchema: Schema<DayHours> = object({
  opens: string().defined(),
  closes: string().defined(),
  closedBetween: object({ from: string().defined(), until: string().defined() })
    .optional()
    .default(undefined),
})
  .nullable()
  .defined();

const officeSchema = mixed<OfficeHours['office']>()
  .oneOf([...COURT_HOURS_OFFICES])
  .defined();

const officeHoursSchema: ObjectSchema<OfficeHours> = object({
  office: officeSchema,
  name: bilingualTextSchema,
  week: object(
    Object.fromEntries(WEEKDAYS.map((day) => [day, dayHoursSchema])) as Record<
      Weekday,
      Schema<DayHours>
    >,
  ).defined(),
}).defined();

const exceptionOfficeSchema = mixed<HoursException['office']>()
  .oneOf([...COURT_HOURS_OFFICES, 'all'])
  .defined();

const exceptionSchema: ObjectSchema<HoursException> = object({
  date: string().defined(),
  office: exceptionOfficeSchema,
  hours: dayHoursSchema,
  reason: bilingualTextSchema,
}).defined();

const courtHoursSchema: ObjectSchema<CourtHours> = object({
  offices: array(officeHoursSchema).defined(),
  exceptions: array(exceptionSchema).defined(),
}).defined();

const officeNowSchema: ObjectSchema<OfficeNow> = object({
  office: officeSchema,
  open: boolean().defined(),
  until: string().nullable().defined(),
  hours: dayHoursSchema,
  exception: exceptionSchema.nullable().defined(),
}).defined();

export const publishedCourtHoursSchema: ObjectSchema<PublishedCourtHours> = object({
  offices: array(officeHoursSchema).defined(),
  exceptions: array(exceptionSchema).defined(),
  today: string().defined(),
  now: array(officeNowSchema).defined(),
}).defined();

type ChangeAbout<About extends CourtHoursChange['about']> = Extract<
  CourtHoursChange,
  { about: About }
>;

const about = <About extends CourtHoursChange['about']>(value: About) =>
  mixed<About>().oneOf([value]).defined();

const nameChangeSchema: ObjectSchema<ChangeAbout<'name'>> = object({
  name: string().defined(),
  about: about('name'),
  office: officeSchema,
  language: mixed<ChangeAbout<'name'>['language']>().oneOf(LANGUAGES).defined(),
  before: string().defined(),
  after: string().defined(),
}).defined();

const dayChangeSchema: ObjectSchema<ChangeAbout<'day'>> = object({
  name: string().defined(),
  about: about('day'),
  office: officeSchema,
  day: mixed<Weekday>().oneOf(WEEKDAYS).defined(),
  before: dayHoursSchema,
  after: dayHoursSchema,
}).defined();

const exceptionChangeSchema: ObjectSchema<ChangeAbout<'exception'>> = object({
  name: string().defined(),
  about: about('exception'),
  date: string().defined(),
  office: exceptionOfficeSchema,
  before: exceptionSchema.nullable().defined(),
  after: exceptionSchema.nullable().defined(),
}).defined();

export const courtHoursEditorSchema: ObjectSchema<CourtHoursEditor> = contentEditorSchema(
  courtHoursSchema,
  // Each change by what it is about; one about nothing known fails as a name change.
  lazy((change: { about?: unknown }) => {
    if (change.about === 'day') return dayChangeSchema;
    return change.about === 'exception' ? exceptionChangeSchema : nameChangeSchema;
  }),
);
