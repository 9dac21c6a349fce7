import { STAFF_DOCUMENT_FIELDS, type FieldErrors, type StaffDocument } from '@court/contract';
import { checkedWriteAnswer, CourtDialog, useLanguage, useTranslation } from '@court/kit';
import { FileField, UploadProgressBar, useFileUpload } from '@court/kit/forms';
import { StaffForm, useStaffStore } from '@court/kit/staff';
import { placeApiErrors } from './document-errors';
import { documentPath } from './document-values';
import { checkPdf, DOCUMENT_MAX_MEGABYTES } from './document-validation';
import { STAFF_DOCUMENTS_NS } from './staff-documents-translations';

/** Named apart from the add form's file, whose field is on the page behind the dialog. */
const FIELD = 'replacementFile';

interface ReplacementValues {
  replacementFile: File | null;
}

function validateReplacement({ replacementFile }: ReplacementValues): FieldErrors {
  const problem = checkPdf(replacementFile);
  return problem ? { [FIELD]: problem } : {};
}

export interface ReplaceFileDialogProps {
  document: StaffDocument;
  /** The API took the file: the document as it now is, or null when its answer was unreadable. */
  onDone: (document: StaffDocument | null) => void;
  /** Closing stops an upload still on its way. */
  onClose: () => void;
  /** Told whenever the form starts or stops showing errors, for the page title. */
  onErrorChange: (hasError: boolean) => void;
}

/**
 * A new PDF for a document (POST staff/documents/:slug/versions, multipart), current at once, with
 * its progress shown while it goes. A refusal shows on the field; the chosen file stays chosen.
 */
export function ReplaceFileDialog({
  document,
  onDone,
  onClose,
  onErrorChange,
}: ReplaceFileDialogProps) {
  const { t } = useTranslation(STAFF_DOCUMENTS_NS);
  const language = useLanguage();
  const clearStaffUser = useStaffStore((state) => state.clearStaffUser);
  const { upload, send } = useFileUpload();
  const texts = { title: document.title[language], url: document.url };

  async function submit({ replacementFile }: ReplacementValues) {
    // validateReplacement has made sure there is one.
    if (!replacementFile) return undefined;
    const body = new FormData();
    body.append(STAFF_DOCUMENT_FIELDS.file, replacementFile);
    const result = await send<unknown>(
      `${documentPath(document.slug)}/versions`,
      body,
      replacementFile,
    );
    if (!result.ok && result.status === 401) clearStaffUser();
    return checkedWriteAnswer(
      placeApiErrors(result, {
        fields: { [STAFF_DOCUMENT_FIELDS.file]: FIELD },
        byStatus: { 413: { [STAFF_DOCUMENT_FIELDS.file]: 'document.file.tooLarge' } },
      }),
      'staffDocument',
    );
  }

  return (
    <CourtDialog
      heading={t('replaceDialog.heading', texts)}
      closeLabel={t('replaceDialog.cancel')}
      onClose={onClose}
    >
      <StaffForm<ReplacementValues, StaffDocument | null>
        initialValues={{ replacementFile: null }}
        validate={validateReplacement}
        submit={submit}
        onSuccess={onDone}
        submitLabel={t('replaceDialog.submit')}
        onErrorChange={onErrorChange}
      >
        <FileField
          name={FIELD}
          label={t('replaceDialog.file')}
          hint={t('replaceDialog.fileHint', { ...texts, max: DOCUMENT_MAX_MEGABYTES })}
          accept="application/pdf,.pdf"
          required
        />
        {upload ? <UploadProgressBar upload={upload} /> : null}
      </StaffForm>
    </CourtDialog>
  );
}
