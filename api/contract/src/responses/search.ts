import { array, boolean, lazy, number, object, string, type ObjectSchema } from 'yup';
import {
  LANGUAGES,
  type DocumentSearchResult,
  type PageSearchResult,
  type SearchExcerptSegment,
  type SearchMiss,
  type SearchMissList,
  type SearchResponse,
} from '@court/contract';

const excerptSegmentSchema: ObjectSchema<SearchExcerptSegment> = object({
  text: string().defined(),
  match: boolean().defined(),
}).defined();

// What every result has, whatever its kind.
const resultFields = {
  title: string().defined(),
  section: string().nullable().defined(),
  excerpt: array(excerptSegmentSchema).defined(),
};

const pageResultSchema: ObjectSchema<PageSearchResult> = object({
  ...resultFields,
  kind: string()
    .oneOf(['page'] as const)
    .defined(),
  // A site path, which the page localizes into a link: never an outside address.
  path: string().defined().matches(/^\//),
}).defined();

const documentResultSchema: ObjectSchema<DocumentSearchResult> = object({
  ...resultFields,
  kind: string()
    .oneOf(['document'] as const)
    .defined(),
  url: string().defined(),
  // An API from before documents were searched by their text sends none: a match in the title.
  matchedInText: boolean().default(false),
}).defined();

function isPageResult(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'kind' in value && value.kind === 'page';
}

export const searchResponseSchema: ObjectSchema<SearchResponse> = object({
  query: string().defined(),
  truncated: boolean().defined(),
  language: string().oneOf(LANGUAGES).defined(),
  // Each result by its kind; anything not a page must be a document.
  results: array(
    lazy((value: unknown) => (isPageResult(value) ? pageResultSchema : documentResultSchema)),
  ).defined(),
}).defined();

const searchMissSchema: ObjectSchema<SearchMiss> = object({
  query: string().defined(),
  total: number().defined(),
  counts: object({ en: number().defined(), es: number().defined() }).defined(),
  lastSeen: string().defined(),
}).defined();

export const searchMissesSchema: ObjectSchema<SearchMissList> = object({
  days: number().defined(),
  misses: array(searchMissSchema).defined(),
}).defined();
