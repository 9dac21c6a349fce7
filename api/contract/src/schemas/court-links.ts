import { array, object, type ObjectSchema } from 'yup';
import type { CourtLinks, RelatedLink, RelatedLinkGroup } from '@court/contract';
import { HTTPS_ADDRESS } from './court-facts';
import { bilingualText, trimmedText } from './text';

/** Longest heading or name: a line, never a paragraph. */
export const COURT_LINKS_TEXT_MAX_LENGTH = 120;
export const COURT_LINKS_MAX_GROUPS = 20;
export const COURT_LINKS_MAX_PER_GROUP = 50;

function bilingual(requiredCode: string) {
  return bilingualText(requiredCode, COURT_LINKS_TEXT_MAX_LENGTH, 'courtLinks.tooLong');
}

const relatedLink: ObjectSchema<RelatedLink> = object({
  name: bilingual('courtLinks.name.required'),
  url: trimmedText('courtLinks.url')
    .required('courtLinks.url')
    .max(500, 'courtLinks.url')
    .matches(HTTPS_ADDRESS, 'courtLinks.url'),
}).defined();

const relatedLinkGroup: ObjectSchema<RelatedLinkGroup> = object({
  heading: bilingual('courtLinks.heading.required'),
  links: array(relatedLink)
    .defined()
    .min(1, 'courtLinks.links.none')
    .max(COURT_LINKS_MAX_PER_GROUP, 'courtLinks.links.tooMany'),
}).defined();

/**
 * The Related Links staff save: one to 20 groups, each with a heading (English required) and one
 * to 50 links, each a name (English required) and an https address.
 */
export const courtLinksSchema: ObjectSchema<CourtLinks> = object({
  groups: array(relatedLinkGroup)
    .defined('courtLinks.groups.none')
    .min(1, 'courtLinks.groups.none')
    .max(COURT_LINKS_MAX_GROUPS, 'courtLinks.groups.tooMany'),
}).defined();
