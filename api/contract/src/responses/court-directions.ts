import { array, lazy, mixed, object, string, type ISchema, type ObjectSchema } from 'yup';
import {
  DIRECTIONS_SECTIONS,
  type BilingualText,
  type CourtDirections,
  type CourtDirectionsChange,
  type CourtDirectionsEditor,
  type DirectionsSection,
  type DirectionsSectionName,
} from '@court/contract';
import { bilingualTextSchema, contentEditorSchema, headedGroupChangeSchema } from './content';

const sectionSchema: ObjectSchema<DirectionsSection> = object({
  heading: bilingualTextSchema,
  intro: bilingualTextSchema,
  routes: array(
    object({ heading: bilingualTextSchema, steps: array(bilingualTextSchema).defined() }).defined(),
  ).defined(),
}).defined();

export const courtDirectionsResponseSchema: ObjectSchema<CourtDirections> = object({
  toCityHall: sectionSchema,
  toJurorParking: sectionSchema,
}).defined();

const section = mixed<DirectionsSectionName>().oneOf(DIRECTIONS_SECTIONS).defined();

const textChange = object({
  name: string().defined(),
  section,
  about: mixed<'title' | 'intro'>().oneOf(['title', 'intro']).defined(),
  before: bilingualTextSchema.nullable().defined(),
  after: bilingualTextSchema.nullable().defined(),
}).defined();

/** A section's own text, or one of its routes' (a headed group's change, with its section). */
const courtDirectionsChangeSchema = lazy((change: { about?: unknown }) =>
  change.about === 'title' || change.about === 'intro'
    ? textChange
    : headedGroupChangeSchema<BilingualText, { section: DirectionsSectionName }>(
        bilingualTextSchema,
        { section },
      ),
) as ISchema<CourtDirectionsChange>;

export const courtDirectionsEditorSchema: ObjectSchema<CourtDirectionsEditor> = contentEditorSchema(
  courtDirectionsResponseSchema,
  courtDirectionsChangeSchema,
);
