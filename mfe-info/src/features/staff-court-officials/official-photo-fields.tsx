import { useState, type ChangeEvent } from 'react';
import {
  OFFICIAL_PHOTO_MAX_BYTES,
  OFFICIAL_PHOTO_SIZES,
  STAFF_OFFICIAL_PHOTOS_ENDPOINT,
  officialPhotoUrl,
} from '@court/contract';
import { OFFICIAL_PHOTO_ID } from '@court/contract/schemas';
import { checkedWriteAnswer, useTranslation, type ApiResult } from '@court/kit';
import {
  classNames,
  FieldFrame,
  TextField,
  UploadProgressBar,
  useCourtField,
  useFieldMessage,
  useFileUpload,
} from '@court/kit/forms';
import { StaffConfirmation, useStaffConfirmation, useStaffStore } from '@court/kit/staff';
import { STAFF_COURT_OFFICIALS_NS } from './staff-court-officials-translations';

const STAFF_OFFICIAL_PHOTOS_PATH = `staff/${STAFF_OFFICIAL_PHOTOS_ENDPOINT}`;

/** The multipart field the API reads the photo from. */
const PHOTO_FIELD = 'photo';

/** The kinds of image the API keeps; the picker offers them, and the browser checks them first. */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

const PHOTO_MAX_MEGABYTES = Math.round(OFFICIAL_PHOTO_MAX_BYTES / (1024 * 1024));

/** The photo shown small in the form: half its width and height on the pages. */
const THUMBNAIL = {
  width: OFFICIAL_PHOTO_SIZES.width / 2,
  height: OFFICIAL_PHOTO_SIZES.height / 2,
};

/** What the browser can tell of a chosen file before sending it: the message code, or null. */
function checkPhoto(file: File): string | null {
  if (!PHOTO_TYPES.includes(file.type)) return 'officials.photoFile.type';
  if (file.size > OFFICIAL_PHOTO_MAX_BYTES) return 'officials.photoFile.size';
  return null;
}

/** Why an upload failed, as a message code or the API's words. */
function uploadRefusal(result: ApiResult<unknown>): string {
  if (result.ok) return 'server.error';
  // A proxy may stop an oversized body before the API can answer in its own words.
  if (result.status === 413) return 'officials.photoFile.size';
  return result.errors[PHOTO_FIELD] ?? result.error;
}

export interface OfficialPhotoFieldsProps {
  /** The official's place in the form: "officials[1]". */
  path: string;
  index: number;
  /** The official's name as the pages show it, for the photo's words. */
  name: string;
}

/**
 * An official's photo: the one chosen now, shown small, or the word that there is none; a file
 * input that uploads a photo as soon as it is chosen (POST, multipart) and puts the id the API
 * kept it under into the draft; a button that removes it; and its description in both
 * languages. An upload's refusal shows by the input; its success is said in a status line,
 * focus staying on the input.
 */
export function OfficialPhotoFields({ path, index, name }: OfficialPhotoFieldsProps) {
  const { t } = useTranslation(STAFF_COURT_OFFICIALS_NS);
  const fieldMessage = useFieldMessage();
  const clearStaffUser = useStaffStore((state) => state.clearStaffUser);
  const { upload, send } = useFileUpload();
  const { confirmation, confirm, clear } = useStaffConfirmation();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const photoPath = `${path}.photo`;
  const hint = t('form.uploadHint', {
    max: PHOTO_MAX_MEGABYTES,
    width: OFFICIAL_PHOTO_SIZES.width,
    height: OFFICIAL_PHOTO_SIZES.height,
  });
  // The photo's id is the field: the API's messages about it (a photo it does not keep) show here.
  const state = useCourtField<string>(photoPath, { hint });
  const { id, hintId, errorId, field, helpers, notifyEdited } = state;
  const photo = field.value;
  const error = uploadError === null ? state.error : fieldMessage(uploadError);
  const which = { official: index + 1 };

  function keep(kept: string) {
    void helpers.setValue(kept, false);
    // A new photo answers the API's message about the last one.
    notifyEdited(kept);
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    // Emptied, so that choosing the same file again, once changed, uploads it again.
    input.value = '';
    if (!file) return;
    clear();
    const problem = checkPhoto(file);
    setUploadError(problem);
    if (problem) return;
    const body = new FormData();
    body.append(PHOTO_FIELD, file);
    const result = await send<unknown>(STAFF_OFFICIAL_PHOTOS_PATH, body, file);
    if (!result.ok && result.status === 401) clearStaffUser();
    const answer = await checkedWriteAnswer(result, 'officialPhoto');
    const kept = answer.ok ? answer.data?.photo : undefined;
    if (kept === undefined || !OFFICIAL_PHOTO_ID.test(kept)) {
      setUploadError(uploadRefusal(answer));
      return;
    }
    keep(kept);
    confirm(t('form.uploaded'));
  }

  function remove() {
    keep('');
    setUploadError(null);
    confirm(t('form.photoRemoved'));
    // The button goes with the photo: focus goes to where a new one is chosen.
    document.getElementById(id)?.focus();
  }

  return (
    <fieldset className="usa-fieldset court-staff-court-officials__photo">
      <legend className="usa-legend">{t('form.photo')}</legend>
      {photo ? (
        <div className="court-staff-court-officials__current-photo">
          <img
            src={officialPhotoUrl(photo, 1)}
            srcSet={`${officialPhotoUrl(photo, 2)} 2x`}
            alt={t('form.photoShown', { name })}
            width={THUMBNAIL.width}
            height={THUMBNAIL.height}
          />
          <button type="button" className="usa-button usa-button--outline" onClick={remove}>
            {t('form.removePhoto')}
            <span className="usa-sr-only"> {t('form.ofOfficial', which)}</span>
          </button>
        </div>
      ) : (
        <p>{t('form.noPhoto')}</p>
      )}
      <FieldFrame state={{ ...state, error }} label={t('form.upload')} hint={hint} required={false}>
        <input
          id={id}
          type="file"
          accept={PHOTO_TYPES.join(',')}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : undefined].filter(Boolean).join(' ')}
          onChange={(event) => void choose(event)}
          className={classNames('usa-input', error && 'usa-input--error')}
        />
      </FieldFrame>
      {upload ? <UploadProgressBar upload={upload} /> : null}
      {/* Focus stays on the input: the status line says the photo is in, and it shows above. */}
      <StaffConfirmation confirmation={confirmation} takesFocus={false} />
      <TextField
        name={`${path}.photoAlt.en`}
        label={t('form.photoAltEn')}
        hint={t('form.photoAltHint', { name })}
        autoComplete="off"
      />
      <TextField
        name={`${path}.photoAlt.es`}
        label={t('form.photoAltEs')}
        hint={t('form.photoAltEsHint', { name })}
        autoComplete="off"
      />
    </fieldset>
  );
}
