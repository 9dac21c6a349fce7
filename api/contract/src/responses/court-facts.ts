import { array, number, object, string, type ObjectSchema, type StringSchema } from 'yup';
import {
  COURT_FACT_NAMES,
  COURT_FACTS_VERSION_STATES,
  type CourtFactChange,
  type CourtFactsEditor,
  type CourtFactsVersion,
  type CourtInfo,
} from '@court/contract';

export const courtFactsResponseSchema: ObjectSchema<CourtInfo> = object(
  Object.fromEntries(COURT_FACT_NAMES.map((name) => [name, string().defined()])) as Record<
    keyof CourtInfo,
    StringSchema<string>
  >,
).defined();

const changeSchema: ObjectSchema<CourtFactChange> = object({
  name: string().oneOf(COURT_FACT_NAMES).defined(),
  before: string().defined(),
  after: string().defined(),
}).defined();

const versionSchema: ObjectSchema<CourtFactsVersion> = object({
  number: number().defined(),
  publishedBy: string().defined(),
  createdAt: string().defined(),
  publishAt: string().defined(),
  state: string().oneOf(COURT_FACTS_VERSION_STATES).defined(),
  cancelledBy: string().nullable().defined(),
  changes: array(changeSchema).defined(),
  facts: courtFactsResponseSchema,
}).defined();

export const courtFactsEditorSchema: ObjectSchema<CourtFactsEditor> = object({
  draft: courtFactsResponseSchema,
  draftSavedBy: string().nullable().defined(),
  draftSavedAt: string().nullable().defined(),
  unpublishedChanges: array(changeSchema).defined(),
  published: courtFactsResponseSchema,
  versions: array(versionSchema).defined(),
}).defined();
