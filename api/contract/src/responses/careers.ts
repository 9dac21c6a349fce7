import { array, boolean, number, object, string, type ObjectSchema, type Schema } from 'yup';
import type { PublicCareerPosting, StaffCareerPosting } from '@court/contract';

// documentUrl is any text: the careers pages link only safe addresses and show the title alone
// otherwise, so one odd address does not hide every posting.

export const publicCareerPostingSchema: ObjectSchema<PublicCareerPosting> = object({
  id: number().defined(),
  title: string().defined(),
  postedDate: string().defined(),
  documentUrl: string().defined(),
}).defined();

export const publicCareerPostingsSchema: Schema<PublicCareerPosting[]> =
  array(publicCareerPostingSchema).defined();

export const staffCareerPostingSchema: ObjectSchema<StaffCareerPosting> = object({
  id: number().defined(),
  title: string().defined(),
  postedDate: string().defined(),
  active: boolean().defined(),
  documentUrl: string().defined(),
  documentSize: number().defined(),
}).defined();

export const staffCareerPostingsSchema: Schema<StaffCareerPosting[]> =
  array(staffCareerPostingSchema).defined();
