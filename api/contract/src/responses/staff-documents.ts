import { array, number, object, string, type ObjectSchema } from 'yup';
import type {
  DocumentGroup,
  StaffDocument,
  StaffDocumentList,
  StaffDocumentVersion,
} from '@court/contract';

// Slugs become part of the API's and the site's addresses; the API serves only these characters.
const SLUG_PATTERN = /^[a-z0-9-]+$/;
// The page links staff to these: a path of this site, never another site (//host) or a script.
const SITE_PATH_PATTERN = /^\/(?!\/)/;

const staffDocumentVersionSchema: ObjectSchema<StaffDocumentVersion> = object({
  id: number().integer().defined(),
  sha256: string().defined(),
  size: number().integer().min(0).defined(),
  pages: number().integer().min(0).nullable().defined(),
  uploadedAt: string().defined(),
  uploadedBy: string().nullable().defined(),
  fileUrl: string().matches(SITE_PATH_PATTERN).defined(),
}).defined();

function isVersionWithId(version: unknown, id: unknown): boolean {
  return typeof version === 'object' && version !== null && 'id' in version && version.id === id;
}

/** One document of the library as staff keep it; its current file is one of its versions. */
export const staffDocumentSchema: ObjectSchema<StaffDocument> = object({
  slug: string().matches(SLUG_PATTERN).defined(),
  // Any group name: a group the API added after this build is shown under its own name rather
  // than failing the whole list.
  group: string<DocumentGroup>().defined(),
  title: object({ en: string().defined(), es: string().defined() }).defined(),
  url: string().matches(SITE_PATH_PATTERN).defined(),
  retiredAt: string().nullable().defined(),
  replacedBy: string().matches(SLUG_PATTERN).nullable().defined(),
  currentVersionId: number().integer().defined(),
  versions: array(staffDocumentVersionSchema).min(1).defined(),
})
  // yup runs an object's own tests even when a field failed: the versions may be anything here.
  .test(
    'current-version-listed',
    'the current version is one of the versions',
    ({ currentVersionId, versions }: { currentVersionId: unknown; versions: unknown }) =>
      Array.isArray(versions) &&
      versions.some((version: unknown) => isVersionWithId(version, currentVersionId)),
  )
  .defined();

/** GET staff/documents and PUT staff/documents/order. */
export const staffDocumentsSchema: ObjectSchema<StaffDocumentList> = object({
  documents: array(staffDocumentSchema).defined(),
}).defined();
