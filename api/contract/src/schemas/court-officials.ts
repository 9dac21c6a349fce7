import { array, boolean, mixed, object, type ObjectSchema } from 'yup';
import type { CourtOfficialEntry, CourtOfficials, OfficialTitleKey } from '@court/contract';
import { refusedLinks } from '@court/contract/markdown';
import { phoneAsShown } from './court-facts';
import { trimmedText } from './text';

export const OFFICIAL_TITLES: readonly OfficialTitleKey[] = [
  'clerkOfCourt',
  'judge',
  'administrativeJudge',
  'magistrate',
  'staffAttorneyMagistrate',
  'courtAdministrator',
];
export const OFFICIALS_MAX = 40;
export const OFFICIAL_BIOGRAPHY_MAX_LENGTH = 8000;

/** The end of a biography's address: lower-case letters, digits and hyphens. */
export const OFFICIAL_SLUG = /^[a-z][a-z0-9-]{1,59}$/;
/** A photo's id as the API names it: the start of its SHA-256. */
export const OFFICIAL_PHOTO_ID = /^[a-f0-9]{32}$/;

const biographyText = trimmedText('officials.biography.required')
  .max(OFFICIAL_BIOGRAPHY_MAX_LENGTH, 'officials.biography.tooLong')
  .test('links', 'officials.biography.link', (value) => !value || refusedLinks(value).length === 0);

/** Left blank, the pages say "Photo of <name>". */
const photoAltText = trimmedText('officials.photoAlt.tooLong')
  .max(250, 'officials.photoAlt.tooLong')
  .default('');

const officialEntry: ObjectSchema<CourtOfficialEntry> = object({
  slug: trimmedText('officials.slug')
    .required('officials.slug')
    .matches(OFFICIAL_SLUG, 'officials.slug'),
  name: trimmedText('officials.name.required')
    .required('officials.name.required')
    .max(120, 'officials.name.tooLong'),
  title: mixed<OfficialTitleKey>()
    .oneOf(OFFICIAL_TITLES, 'officials.title')
    .required('officials.title'),
  phone: trimmedText('officials.phone')
    .default('')
    .transform(phoneAsShown)
    .matches(/^(\d{3}-\d{3}-\d{4})?$/, 'officials.phone'),
  biography: object({
    en: biographyText.required('officials.biography.required'),
    es: biographyText.default(''),
  }).defined(),
  photo: trimmedText('officials.photo')
    .default('')
    .test('photo', 'officials.photo', (value) => value === '' || OFFICIAL_PHOTO_ID.test(value)),
  photoAlt: object({ en: photoAltText, es: photoAltText }).defined(),
  retired: boolean().strict().typeError('officials.retired').default(false),
  successor: trimmedText('officials.successor').default(''),
}).defined();

/**
 * The officials staff save: one to 40, each with a unique address, a name, a title of the list,
 * an English biography (Markdown, links as for the FAQ) and optionally a photo kept by the API.
 * A retired one's successor, if any, is another official who serves.
 */
export const courtOfficialsSchema: ObjectSchema<CourtOfficials> = object({
  officials: array(officialEntry)
    .defined('officials.none')
    .min(1, 'officials.none')
    .max(OFFICIALS_MAX, 'officials.tooMany'),
})
  .defined()
  .test('officials', 'officials.slug.duplicate', (content, context) => {
    const officials = content.officials ?? [];
    const serving = new Set(officials.filter((entry) => !entry.retired).map((entry) => entry.slug));
    const seen = new Set<string>();
    for (const [index, entry] of officials.entries()) {
      if (seen.has(entry.slug)) {
        return context.createError({ path: `officials[${index}].slug` });
      }
      seen.add(entry.slug);
      const successorIsWrong =
        entry.successor !== '' && (!entry.retired || !serving.has(entry.successor));
      if (successorIsWrong) {
        return context.createError({
          path: `officials[${index}].successor`,
          message: 'officials.successor',
        });
      }
    }
    return true;
  });
