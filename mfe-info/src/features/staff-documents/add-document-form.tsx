import { useFormikContext } from 'formik';
import {
  DOCUMENT_GROUPS,
  DOCUMENT_SLUG_MAX_LENGTH,
  DOCUMENT_TITLE_MAX_LENGTH,
  STAFF_DOCUMENTS_PATH,
  STAFF_DOCUMENT_FIELDS,
  documentUrl,
  type StaffDocument,
} from '@court/contract';
import { checkedWriteAnswer, useTranslation } from '@court/kit';
import {
  FileField,
  SelectField,
  TextField,
  UploadProgressBar,
  useFileUpload,
} from '@court/kit/forms';
import { StaffForm, useStaffStore } from '@court/kit/staff';
import { placeApiErrors } from './document-errors';
import {
  DOCUMENT_MAX_MEGABYTES,
  NEW_DOCUMENT,
  validateNewDocument,
  type NewDocumentValues,
} from './document-validation';
import { STAFF_DOCUMENTS_NS } from './staff-documents-translations';

/** Every field of the form, under the name the API reports its errors by. */
const FORM_FIELDS: Readonly<Record<string, string>> = Object.fromEntries(
  [
    STAFF_DOCUMENT_FIELDS.group,
    STAFF_DOCUMENT_FIELDS.slug,
    STAFF_DOCUMENT_FIELDS.titleEn,
    STAFF_DOCUMENT_FIELDS.titleEs,
    STAFF_DOCUMENT_FIELDS.file,
  ].map((name) => [name, name]),
);

/** The address field, whose hint shows the address the document will have as it is typed. */
function SlugField() {
  const { t } = useTranslation(STAFF_DOCUMENTS_NS);
  const { values } = useFormikContext<NewDocumentValues>();
  const slug = values.slug.trim() || t('add.slugExample');
  return (
    <TextField
      name={STAFF_DOCUMENT_FIELDS.slug}
      label={t('add.slug')}
      hint={t('add.slugHint', { max: DOCUMENT_SLUG_MAX_LENGTH, address: documentUrl(slug) })}
      spellCheck={false}
      autoCapitalize="none"
      autoComplete="off"
      required
    />
  );
}

export interface AddDocumentFormProps {
  /** Every address in use, listed or retired: a new document needs another. */
  takenSlugs: ReadonlySet<string>;
  labelledBy: string;
  /** The API added it: the document as it now is, or null when its answer was unreadable. */
  onAdded: (document: StaffDocument | null, values: NewDocumentValues) => void;
  /** Told whenever the form starts or stops showing errors, for the page title. */
  onErrorChange: (hasError: boolean) => void;
}

/**
 * A new document with its first file (POST staff/documents, multipart), its progress shown while
 * it goes. The browser checks what it can first; a refusal shows on the fields, every answer kept.
 */
export function AddDocumentForm({
  takenSlugs,
  labelledBy,
  onAdded,
  onErrorChange,
}: AddDocumentFormProps) {
  const { t } = useTranslation(STAFF_DOCUMENTS_NS);
  const clearStaffUser = useStaffStore((state) => state.clearStaffUser);
  const { upload, send } = useFileUpload();
  const titleHint = t('titles.hint', { max: DOCUMENT_TITLE_MAX_LENGTH });

  async function submit(values: NewDocumentValues) {
    // validateNewDocument has made sure there is one.
    if (!values.file) return undefined;
    const body = new FormData();
    // The fields go before the file, so the API can refuse a bad address before reading the file.
    body.append(STAFF_DOCUMENT_FIELDS.slug, values.slug.trim());
    body.append(STAFF_DOCUMENT_FIELDS.group, values.group);
    body.append(STAFF_DOCUMENT_FIELDS.titleEn, values.titleEn.trim());
    body.append(STAFF_DOCUMENT_FIELDS.titleEs, values.titleEs.trim());
    body.append(STAFF_DOCUMENT_FIELDS.file, values.file);
    const result = await send<unknown>(STAFF_DOCUMENTS_PATH, body, values.file);
    if (!result.ok && result.status === 401) clearStaffUser();
    return checkedWriteAnswer(
      placeApiErrors(result, {
        fields: FORM_FIELDS,
        byStatus: {
          409: { [STAFF_DOCUMENT_FIELDS.slug]: 'document.slug.taken' },
          413: { [STAFF_DOCUMENT_FIELDS.file]: 'document.file.tooLarge' },
        },
      }),
      'staffDocument',
    );
  }

  return (
    <StaffForm<NewDocumentValues, StaffDocument | null>
      initialValues={NEW_DOCUMENT}
      validate={(values) => validateNewDocument(values, takenSlugs)}
      submit={submit}
      onSuccess={onAdded}
      submitLabel={t('add.submit')}
      labelledBy={labelledBy}
      onErrorChange={onErrorChange}
    >
      <SelectField
        name={STAFF_DOCUMENT_FIELDS.group}
        label={t('add.group')}
        required
        options={DOCUMENT_GROUPS.map((group) => ({ value: group, label: t(`groups.${group}`) }))}
      />
      <SlugField />
      <TextField
        name={STAFF_DOCUMENT_FIELDS.titleEn}
        label={t('titles.titleEn')}
        hint={titleHint}
        autoComplete="off"
        required
      />
      <TextField
        name={STAFF_DOCUMENT_FIELDS.titleEs}
        label={t('titles.titleEs')}
        hint={titleHint}
        autoComplete="off"
        required
      />
      <FileField
        name={STAFF_DOCUMENT_FIELDS.file}
        label={t('add.file')}
        hint={t('add.fileHint', { max: DOCUMENT_MAX_MEGABYTES })}
        accept="application/pdf,.pdf"
        required
      />
      {upload ? <UploadProgressBar upload={upload} /> : null}
    </StaffForm>
  );
}
