import { useState } from 'react';
import {
  HEARING_CONFIRM_REMOVAL_FIELD,
  HEARING_FEED_MAX_BYTES,
  STAFF_HEARING_IMPORTS_PATH,
  type FieldErrors,
  type HearingImport,
  type HearingRemovalQuestion,
} from '@court/contract';
import { checkedRefusal, checkedWriteAnswer, useTranslation, type ApiResult } from '@court/kit';
import { CheckboxField, FileField, UploadProgressBar, useFileUpload } from '@court/kit/forms';
import { StaffForm, useStaffStore } from '@court/kit/staff';
import { SCHEDULE_MAX_MEGABYTES } from './schedule-file';
import { STAFF_HEARINGS_NS } from './staff-hearings-translations';

/** The multipart field the API reads the schedule from; also the file input's name and id. */
const SCHEDULE_FIELD = 'file';

interface ScheduleUploadValues {
  file: File | null;
  [HEARING_CONFIRM_REMOVAL_FIELD]: boolean;
}

const NO_FILE: ScheduleUploadValues = { file: null, [HEARING_CONFIRM_REMOVAL_FIELD]: false };

/** What the API asked about a file that leaves out many upcoming hearings. */
interface RemovalAsked extends HearingRemovalQuestion {
  file: File;
}

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
 * input, while the page lists the problems the API found. A schedule that would take off many
 * upcoming hearings is held (409): a checkbox then confirms that number for that file, and the
 * next upload of the same file carries it.
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
  const [asked, setAsked] = useState<RemovalAsked | null>(null);

  async function upload(values: ScheduleUploadValues): Promise<ApiResult<HearingImport | null>> {
    const { file } = values;
    onUploadStart();
    const body = new FormData();
    // validateSchedule let no upload through without its file.
    if (file) body.append(SCHEDULE_FIELD, file);
    if (values[HEARING_CONFIRM_REMOVAL_FIELD] && asked && asked.file === file) {
      body.append(HEARING_CONFIRM_REMOVAL_FIELD, String(asked.removed));
    }
    const result = await send<unknown>(STAFF_HEARING_IMPORTS_PATH, body, file);
    if (result.ok) {
      setAsked(null);
      return checkedWriteAnswer(result, 'hearingImport');
    }
    // The session ended: the staff gate asks for a sign-in again.
    if (result.status === 401) clearStaffUser();
    const question =
      result.status === 409 ? await checkedRefusal(result, 'hearingRemovalQuestion') : null;
    if (question && file) {
      setAsked({ ...question, file });
      const counts = { removed: question.removed, upcoming: question.upcoming };
      return {
        ...result,
        error: t('upload.removalAsked'),
        errors: { [HEARING_CONFIRM_REMOVAL_FIELD]: t('upload.removalNeeded', counts) },
      };
    }
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
      {asked ? (
        <CheckboxField
          name={HEARING_CONFIRM_REMOVAL_FIELD}
          label={t('upload.confirmRemoval', { removed: asked.removed })}
          required
        />
      ) : null}
      {sending ? <UploadProgressBar upload={sending} /> : null}
    </StaffForm>
  );
}
