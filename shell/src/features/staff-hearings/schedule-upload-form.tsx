import {
  HEARING_FEED_MAX_BYTES,
  STAFF_HEARING_IMPORTS_PATH,
  type FieldErrors,
  type HearingImport,
} from '@court/contract';
import { checkedRefusal, checkedWriteAnswer, useTranslation, type ApiResult } from '@court/kit';
import { FileField, UploadProgressBar, useFileUpload } from '@court/kit/forms';
import { StaffForm, useStaffStore } from '@court/kit/staff';
import { SCHEDULE_MAX_MEGABYTES } from './schedule-file';
import { STAFF_HEARINGS_NS } from './staff-hearings-translations';

/** The multipart field the API reads the schedule from; also the file input's name and id. */
const SCHEDULE_FIELD = 'file';

interface ScheduleUploadValues {
  file: File | null;
}

const NO_FILE: ScheduleUploadValues = { file: null };

function validateSchedule({ file }: ScheduleUploadValues): FieldErrors {
  if (!file) return { [SCHEDULE_FIELD]: 'hearings.file.required' };
  // The API would refuse it too (413), but only after the whole file had been sent.
  if (file.size > HEARING_FEED_MAX_BYTES) return { [SCHEDULE_FIELD]: 'upload.tooLarge' };
  return {};
}

export interface ScheduleUploadFormProps {
  /** Id of the heading that names the form. */
  labelledBy: string;
  /** Called as the file starts on its way, once it passed the browser's checks. */
  onUploadStart: () => void;
  /** The schedule was imported; null when the API's answer could not be read. */
  onApplied: (applied: HearingImport | null) => void;
  /** The schedule was refused whole, with its problems. */
  onRefused: (refused: HearingImport) => void;
  /** Told whenever the form starts or stops showing errors, for PageHeading's hasError. */
  onErrorChange: (hasError: boolean) => void;
}

/**
 * The schedule's file and its Upload button, sent as multipart to the API. A refused schedule is
 * a refusal of the form as well: the error summary says nothing changed and links to the file
 * input, while the page lists the problems the API found.
 */
export function ScheduleUploadForm({
  labelledBy,
  onUploadStart,
  onApplied,
  onRefused,
  onErrorChange,
}: ScheduleUploadFormProps) {
  const { t } = useTranslation(STAFF_HEARINGS_NS);
  const clearStaffUser = useStaffStore((state) => state.clearStaffUser);
  const { upload: sending, send } = useFileUpload();

  async function upload({ file }: ScheduleUploadValues): Promise<ApiResult<HearingImport | null>> {
    onUploadStart();
    const body = new FormData();
    // validateSchedule let no upload through without its file.
    if (file) body.append(SCHEDULE_FIELD, file);
    const result = await send<unknown>(STAFF_HEARING_IMPORTS_PATH, body, file);
    if (result.ok) return checkedWriteAnswer(result, 'hearingImport');
    // The session ended: the staff gate asks for a sign-in again.
    if (result.status === 401) clearStaffUser();
    const refused = await checkedRefusal(result, 'hearingImport');
    if (!refused) return result;
    onRefused(refused);
    return {
      ...result,
      error: t('upload.refused'),
      errors: { [SCHEDULE_FIELD]: t('upload.refusedFile', { count: refused.errorCount }) },
    };
  }

  return (
    <StaffForm<ScheduleUploadValues, HearingImport | null>
      initialValues={NO_FILE}
      validate={validateSchedule}
      submit={upload}
      onSuccess={onApplied}
      submitLabel={t('upload.submit')}
      onErrorChange={onErrorChange}
      labelledBy={labelledBy}
    >
      <FileField
        name={SCHEDULE_FIELD}
        label={t('upload.file')}
        hint={t('upload.fileHint', { maxMegabytes: SCHEDULE_MAX_MEGABYTES })}
        accept=".csv,text/csv"
        required
      />
      {sending ? <UploadProgressBar upload={sending} /> : null}
    </StaffForm>
  );
}
