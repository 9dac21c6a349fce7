import { array, number, object, string, type ObjectSchema, type Schema } from 'yup';
import type {
  DocumentGroup,
  DocumentGroupListing,
  DocumentListItem,
  FooterDocuments,
  LatestAnnualReports,
} from '@court/contract';

// Slugs become part of a URL; the API serves only these characters.
const SLUG_PATTERN = /^[a-z0-9-]+$/;

const documentListItemSchema: ObjectSchema<DocumentListItem> = object({
  slug: string().defined().matches(SLUG_PATTERN),
  title: object({ en: string().defined(), es: string().defined() }).defined(),
  url: string().defined(),
}).defined();

const documentGroupListingSchema: ObjectSchema<DocumentGroupListing> = object({
  // Any group name: the Forms page lists only the groups it knows, so a group the API added
  // later is left out rather than failing the whole catalog.
  group: string<DocumentGroup>().defined(),
  documents: array(documentListItemSchema).defined(),
}).defined();

/** GET documents: the library grouped, in catalog order. */
export const documentCatalogSchema: Schema<DocumentGroupListing[]> = array(
  documentGroupListingSchema,
).defined();

/** GET documents/footer. */
export const footerDocumentsSchema: ObjectSchema<FooterDocuments> = object({
  documents: array(
    object({
      slug: string().defined().matches(SLUG_PATTERN),
      current: string().nullable().defined().matches(SLUG_PATTERN),
    }).defined(),
  ).defined(),
}).defined();

/** GET documents/annual-reports/latest. */
export const latestAnnualReportsSchema: ObjectSchema<LatestAnnualReports> = object({
  reports: array(documentListItemSchema).defined(),
  years: object({ first: number().integer().defined(), last: number().integer().defined() })
    .nullable()
    .defined()
    .default(null),
}).defined();
