import { object, string, type ObjectSchema, type StringSchema } from 'yup';
import {
  COURT_FACT_NAMES,
  type CourtFactChange,
  type CourtFactsEditor,
  type CourtInfo,
} from '@court/contract';
import { contentEditorSchema } from './content';

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

export const courtFactsEditorSchema: ObjectSchema<CourtFactsEditor> = contentEditorSchema(
  courtFactsResponseSchema,
  changeSchema,
);
