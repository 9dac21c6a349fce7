import { CAREER_POSTING_FIELDS, type FieldErrors, type StaffCareerPosting } from '@court/contract';
import {
  CourtDialog,
  apiRequest,
  checkedWriteAnswer,
  useTranslation,
  type ApiResult,
} from '@court/kit';
import { DateField, FileField, TextField } from '@court/kit/forms';
import { StaffForm, useStaffStore } from '@court/kit/staff';
import { POSTINGS_PATH } from './use-staff-postings';

interface DialogProps {
  /** Called with the posting as the API now has it; null when the answer could not be read. */
  onDone: (posting: StaffCareerPosting | null) => void;
  onClose: () => void;
  /** Told whenever the form starts or stops showing errors, for the page title. */
  onErrorChange: (hasError: boolean) => void;
}

interface NewPostingValues {
  title: string;
  document: File | null;
  postedDate: string;
}

/** The checks the browser can make; the API checks again, and that the file really is a PDF. */
function validateNewPosting(values: NewPostingValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.title.trim()) errors.title = 'careers.title.required';
  if (!values.document) errors.document = 'careers.document.required';
  if (!values.postedDate) errors.postedDate = 'date.format';
  return errors;
}

function validateTitle({ title }: { title: string }): FieldErrors {
  return title.trim() ? {} : { title: 'careers.title.required' };
}

/**
 * Reads the API's answer to a posting sent: the posting as the API now has it, or null when the
 * answer could not be read (the list is then loaded again). A 401 means the session ended: the
 * gate then asks for a sign-in again.
 */
function usePostingAnswer() {
  const clearStaffUser = useStaffStore((state) => state.clearStaffUser);
  return async (result: ApiResult<unknown>): Promise<ApiResult<StaffCareerPosting | null>> => {
    if (!result.ok && result.status === 401) clearStaffUser();
    return checkedWriteAnswer(result, 'staffCareerPosting');
  };
}

export interface AddPostingDialogProps extends DialogProps {
  /** YYYY-MM-DD: the posted date offered. */
  today: string;
}

/** Add New Posting: title, the PDF and the posted date, sent as a multipart upload. */
export function AddPostingDialog({ today, onDone, onClose, onErrorChange }: AddPostingDialogProps) {
  const { t } = useTranslation('careersAdmin');
  const postingAnswer = usePostingAnswer();

  async function submit(values: NewPostingValues) {
    const body = new FormData();
    body.append(CAREER_POSTING_FIELDS.title, values.title.trim());
    body.append(CAREER_POSTING_FIELDS.postedDate, values.postedDate);
    if (values.document) body.append(CAREER_POSTING_FIELDS.document, values.document);
    return postingAnswer(await apiRequest<unknown>('POST', POSTINGS_PATH, body));
  }

  return (
    <CourtDialog heading={t('add.heading')} closeLabel={t('add.cancel')} onClose={onClose}>
      <StaffForm<NewPostingValues, StaffCareerPosting | null>
        initialValues={{ title: '', document: null, postedDate: today }}
        validate={validateNewPosting}
        submit={submit}
        onSuccess={onDone}
        submitLabel={t('add.submit')}
        onErrorChange={onErrorChange}
      >
        <TextField name="title" label={t('add.title')} required autoComplete="off" />
        <FileField
          name="document"
          label={t('add.document')}
          hint={t('add.documentHint')}
          accept="application/pdf,.pdf"
          required
        />
        <DateField name="postedDate" label={t('add.postedDate')} required />
      </StaffForm>
    </CourtDialog>
  );
}

export interface EditTitleDialogProps extends DialogProps {
  posting: StaffCareerPosting;
}

/** Corrects the title of a posting already published. */
export function EditTitleDialog({ posting, onDone, onClose, onErrorChange }: EditTitleDialogProps) {
  const { t } = useTranslation('careersAdmin');
  const postingAnswer = usePostingAnswer();

  async function submit({ title }: { title: string }) {
    return postingAnswer(
      await apiRequest<unknown>('PATCH', `${POSTINGS_PATH}/${posting.id}`, {
        title: title.trim(),
      }),
    );
  }

  return (
    <CourtDialog heading={t('edit.heading')} closeLabel={t('edit.cancel')} onClose={onClose}>
      <StaffForm<{ title: string }, StaffCareerPosting | null>
        initialValues={{ title: posting.title }}
        validate={validateTitle}
        submit={submit}
        onSuccess={onDone}
        submitLabel={t('edit.submit')}
        onErrorChange={onErrorChange}
      >
        <TextField name="title" label={t('edit.title')} required autoComplete="off" />
      </StaffForm>
    </CourtDialog>
  );
}
