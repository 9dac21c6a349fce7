import { array, boolean, mixed, object, string, type ObjectSchema, type Schema } from 'yup';
import {
  COURT_HOURS_OFFICES,
  WEEKDAYS,
  type CourtHours,
  type CourtHoursEditor,
  type DayHours,
  type HoursException,
  type OfficeHours,
  type OfficeNow,
  type PublishedCourtHours,
  type Weekday,
} from '@court/contract';
import { bilingualTextSchema, contentChangeSchema, contentEditorSchema } from './content';

const dayHoursSchema: Schema<DayHours> = object({
  opens: string().defined(),
  closes: string().defined(),
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

const exceptionSchema: ObjectSchema<HoursException> = object({
  date: string().defined(),
  office: mixed<HoursException['office']>()
    .oneOf([...COURT_HOURS_OFFICES, 'all'])
    .defined(),
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
  hours: dayHoursSchema,
  exception: exceptionSchema.nullable().defined(),
}).defined();

export const publishedCourtHoursSchema: ObjectSchema<PublishedCourtHours> = object({
  offices: array(officeHoursSchema).defined(),
  exceptions: array(exceptionSchema).defined(),
  today: string().defined(),
  now: array(officeNowSchema).defined(),
}).defined();

export const courtHoursEditorSchema: ObjectSchema<CourtHoursEditor> = contentEditorSchema(
  courtHoursSchema,
  contentChangeSchema,
);
