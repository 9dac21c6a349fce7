import {
  DOCUMENT_GROUPS,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_SLUG_MAX_LENGTH,
  DOCUMENT_SLUG_PATTERN,
  DOCUMENT_TITLE_MAX_LENGTH,
  STAFF_DOCUMENT_FIELDS,
  type DocumentGroup,
  type FieldErrors,
  type Language,
} from '@court/contract';

/** The answers of the add form, named as the API reports their errors (STAFF_DOCUMENT_FIELDS). */
export interface NewDocumentValues {
  group: DocumentGroup | '';
  slug: string;
  titleEn: string;
  titleEs: string;
  file: File | null;
}

export const NEW_DOCUMENT: NewDocumentValues = {
  group: '',
  slug: '',
  titleEn: '',
  titleEs: '',
  file: null,
};

/** The MB the API takes at most, as the hints and messages say it. */
export const DOCUMENT_MAX_MEGABYTES = DOCUMENT_MAX_BYTES / (1024 * 1024);

// Some systems give a PDF no type, or a generic one: its name then tells. The API reads the bytes.
function isPdf(file: File): boolean {
  return file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
}

/** The message code for the chosen file, or undefined when it may be sent. */
export function checkPdf(file: File | null): string | undefined {
  if (!file) return 'document.file.required';
  if (!isPdf(file)) return 'document.file.notPdf';
  if (file.size > DOCUMENT_MAX_BYTES) return 'document.file.tooLarge';
  return undefined;
}

/** The message code for a title in `language`, or undefined when it may be sent. */
export function checkTitle(title: string, language: Language): string | undefined {
  const trimmed = title.trim();
  if (!trimmed)
    return language === 'en' ? 'document.titleEn.required' : 'document.titleEs.required';
  if (trimmed.length > DOCUMENT_TITLE_MAX_LENGTH) return 'document.title.tooLong';
  return undefined;
}

function checkSlug(slug: string, takenSlugs: ReadonlySet<string>): string | undefined {
  if (!slug) return 'document.slug.required';
  if (slug.length > DOCUMENT_SLUG_MAX_LENGTH) return 'document.slug.tooLong';
  if (!DOCUMENT_SLUG_PATTERN.test(slug)) return 'document.slug.format';
  if (takenSlugs.has(slug)) return 'document.slug.taken';
  return undefined;
}

/**
 * The checks the browser can make of a new document, in the order of the form's fields: a group
 * of the list, an address no document has (listed or retired), both titles, and a PDF within
 * the API's limit. The API checks everything again.
 */
export function validateNewDocument(
  values: NewDocumentValues,
  takenSlugs: ReadonlySet<string>,
): FieldErrors {
  const errors: FieldErrors = {};
  if (!(DOCUMENT_GROUPS as readonly string[]).includes(values.group)) {
    errors[STAFF_DOCUMENT_FIELDS.group] = 'document.group.required';
  }
  const slugProblem = checkSlug(values.slug.trim(), takenSlugs);
  if (slugProblem) errors[STAFF_DOCUMENT_FIELDS.slug] = slugProblem;
  const titleEnProblem = checkTitle(values.titleEn, 'en');
  if (titleEnProblem) errors[STAFF_DOCUMENT_FIELDS.titleEn] = titleEnProblem;
  const titleEsProblem = checkTitle(values.titleEs, 'es');
  if (titleEsProblem) errors[STAFF_DOCUMENT_FIELDS.titleEs] = titleEsProblem;
  const fileProblem = checkPdf(values.file);
  if (fileProblem) errors[STAFF_DOCUMENT_FIELDS.file] = fileProblem;
  return errors;
}
