import {
  DOCUMENT_TITLE_MAX_LENGTH,
  STAFF_DOCUMENT_FIELDS,
  type FieldErrors,
  type StaffDocument,
  type StaffDocumentTitleChange,
} from '@court/contract';
import {
  apiRequest,
  checkedWriteAnswer,
  CourtDialog,
  useLanguage,
  useTranslation,
} from '@court/kit';
import { TextField } from '@court/kit/forms';
import { StaffForm, useStaffStore } from '@court/kit/staff';
import { placeApiErrors } from './document-errors';
import { documentPath } from './document-values';
import { checkTitle } from './document-validation';
import { STAFF_DOCUMENTS_NS } from './staff-documents-translations';

// Named apart from the add form's titles, whose fields are on the page behind the dialog.
interface TitlesValues {
  newTitleEn: string;
  newTitleEs: string;
}

function validateTitles({ newTitleEn, newTitleEs }: TitlesValues): FieldErrors {
  const errors: FieldErrors = {};
  const english = checkTitle(newTitleEn, 'en');
  if (english) errors.newTitleEn = english;
  const spanish = checkTitle(newTitleEs, 'es');
  if (spanish) errors.newTitleEs = spanish;
  return errors;
}

export interface EditTitlesDialogProps {
  document: StaffDocument;
  /** The API saved the titles: the document as it now is, or null when its answer was unreadable. */
  onDone: (document: StaffDocument | null) => void;
  onClose: () => void;
  /** Told whenever the form starts or stops showing errors, for the page title. */
  onErrorChange: (hasError: boolean) => void;
}

/** The document's titles in English and Spanish (PATCH staff/documents/:slug). */
export function EditTitlesDialog({
  document,
  onDone,
  onClose,
  onErrorChange,
}: EditTitlesDialogProps) {
  const { t } = useTranslation(STAFF_DOCUMENTS_NS);
  const language = useLanguage();
  const clearStaffUser = useStaffStore((state) => state.clearStaffUser);
  const hint = t('titles.hint', { max: DOCUMENT_TITLE_MAX_LENGTH });

  async function submit({ newTitleEn, newTitleEs }: TitlesValues) {
    const body: StaffDocumentTitleChange = {
      title: { en: newTitleEn.trim(), es: newTitleEs.trim() },
    };
    const result = await apiRequest<unknown>('PATCH', documentPath(document.slug), body);
    if (!result.ok && result.status === 401) clearStaffUser();
    return checkedWriteAnswer(
      placeApiErrors(result, {
        fields: {
          [STAFF_DOCUMENT_FIELDS.titleEn]: 'newTitleEn',
          [STAFF_DOCUMENT_FIELDS.titleEs]: 'newTitleEs',
        },
      }),
      'staffDocument',
    );
  }

  return (
    <CourtDialog
      heading={t('titlesDialog.heading', { title: document.title[language] })}
      closeLabel={t('titlesDialog.cancel')}
      onClose={onClose}
    >
      <StaffForm<TitlesValues, StaffDocument | null>
        initialValues={{ newTitleEn: document.title.en, newTitleEs: document.title.es }}
        validate={validateTitles}
        submit={submit}
        onSuccess={onDone}
        submitLabel={t('titlesDialog.submit')}
        onErrorChange={onErrorChange}
      >
        <TextField
          name="newTitleEn"
          label={t('titles.titleEn')}
          hint={hint}
          autoComplete="off"
          required
        />
        <TextField
          name="newTitleEs"
          label={t('titles.titleEs')}
          hint={hint}
          autoComplete="off"
          required
        />
      </StaffForm>
    </CourtDialog>
  );
}
