import { array, object, type ObjectSchema } from 'yup';
import type {
  BilingualText,
  CourtDirections,
  DirectionsRoute,
  DirectionsSection,
} from '@court/contract';
import { bilingualText, trimmedText } from './text';

/** Longest heading: a line. */
export const DIRECTIONS_HEADING_MAX_LENGTH = 120;
/** Longest step or intro: a few sentences, never a page. */
export const DIRECTIONS_TEXT_MAX_LENGTH = 600;
export const DIRECTIONS_MAX_ROUTES = 12;
export const DIRECTIONS_MAX_STEPS = 20;

/** A word before the routes, which may be left out in both languages. */
const optionalBilingualText: ObjectSchema<BilingualText> = object({
  en: trimmedText('directions.text.tooLong')
    .max(DIRECTIONS_TEXT_MAX_LENGTH, 'directions.text.tooLong')
    .default(''),
  es: trimmedText('directions.text.tooLong')
    .max(DIRECTIONS_TEXT_MAX_LENGTH, 'directions.text.tooLong')
    .default(''),
}).defined();

const directionsRoute: ObjectSchema<DirectionsRoute> = object({
  heading: bilingualText(
    'directions.routeHeading.required',
    DIRECTIONS_HEADING_MAX_LENGTH,
    'directions.heading.tooLong',
  ),
  steps: array(
    bilingualText(
      'directions.step.required',
      DIRECTIONS_TEXT_MAX_LENGTH,
      'directions.text.tooLong',
    ),
  )
    .defined()
    .min(1, 'directions.steps.none')
    .max(DIRECTIONS_MAX_STEPS, 'directions.steps.tooMany'),
}).defined();

const directionsSection: ObjectSchema<DirectionsSection> = object({
  heading: bilingualText(
    'directions.heading.required',
    DIRECTIONS_HEADING_MAX_LENGTH,
    'directions.heading.tooLong',
  ),
  intro: optionalBilingualText,
  routes: array(directionsRoute)
    .defined('directions.routes.none')
    .min(1, 'directions.routes.none')
    .max(DIRECTIONS_MAX_ROUTES, 'directions.routes.tooMany'),
}).defined();

/**
 * The directions staff save: each page's heading (English required), an optional word before
 * its routes, and one to 12 routes, each a heading and one to 20 steps (English required).
 */
export const courtDirectionsSchema: ObjectSchema<CourtDirections> = object({
  toCityHall: directionsSection.required('directions.heading.required'),
  toJurorParking: directionsSection.required('directions.heading.required'),
}).defined();
