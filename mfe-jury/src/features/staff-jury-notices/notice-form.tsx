import { useEffect, useState } from 'react';
import { useFormikContext } from 'formik';
import {
  composeNoticeText,
  JUROR_NOTICE_FIELDS,
  JUROR_NOTICE_MAX_LENGTH,
  type JurorNoticeDetail,
  type JurorNoticeRequest,
  splitTextMessage,
} from '@court/contract';
import { apiRequest, checkedWriteAnswer, useTranslation } from '@court/kit';
import { DateField, SelectField, TextareaField, TimeField } from '@court/kit/forms';
import { StaffForm, useStaffStore } from '@court/kit/staff';
import { NOTICES_PATH } from './use-jury-notices';

interface NoticeValues {
  serveDate: string;
  noticeText: string;
  when: JurorNoticeRequest['when'] | '';
  sendDate: string;
  sendTime: string;
}

const EMPTY_NOTICE: NoticeValues = {
  serveDate: '',
  noticeText: '',
  when: 'now',
  sendDate: '',
  sendTime: '',
};

/** How long typing must pause before a screen reader hears the new count. */
const ANNOUNCE_DELAY_MS = 1000;

interface TextCountProps {
  textsEnabled: boolean;
  sampleStopLink: string;
}

/**
 * The notice's length as typed: characters against the limit, and how many text messages it
 * makes in each language once the court's name and the stop link are added. Screen readers hear
 * it once typing pauses, not at every key.
 */
function TextCount({ textsEnabled, sampleStopLink }: TextCountProps) {
  const { t } = useTranslation('staffJuryNotices');
  const { values } = useFormikContext<NoticeValues>();
  const message = values.noticeText;
  const characters = t('count.characters', {
    count: Array.from(message.trim()).length,
    max: JUROR_NOTICE_MAX_LENGTH,
  });
  const texts = textsEnabled
    ? t('count.texts', {
        count: splitTextMessage(composeNoticeText(message, 'en', sampleStopLink)).length,
        spanish: splitTextMessage(composeNoticeText(message, 'es', sampleStopLink)).length,
      })
    : t('count.textsOff');
  const shown = `${characters} ${texts}`;
  const [announced, setAnnounced] = useState(shown);
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(shown), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  return (
    <div className="court-jury-notices__count">
      <p className="usa-hint margin-top-05" aria-hidden="true">
        {characters}
        <br />
        {texts}
      </p>
      <p className="usa-sr-only" aria-live="polite">
        {announced}
      </p>
    </div>
  );
}

/** The date and time fields, shown when the notice is to go later. */
function SendLaterFields() {
  const { t } = useTranslation('staffJuryNotices');
  const { values } = useFormikContext<NoticeValues>();
  if (values.when !== 'later') return null;
  return (
    <fieldset className="usa-fieldset">
      <legend className="usa-sr-only">{t('form.whenLater')}</legend>
      <DateField name={JUROR_NOTICE_FIELDS.sendDate} label={t('form.sendDate')} required />
      <TimeField name={JUROR_NOTICE_FIELDS.sendTime} label={t('form.sendTime')} required />
    </fieldset>
  );
}

export interface NoticeFormProps extends TextCountProps {
  /** Told of the notice the API stored, and whether it was to go now. */
  onSent: (notice: JurorNoticeDetail, sentNow: boolean) => void;
  onErrorChange?: (hasError: boolean) => void;
}

/**
 * The notice form: service date, the notice with its live length, and now or a date and time
 * in the court's time zone. The API checks everything again and answers per field.
 */
export function NoticeForm({
  textsEnabled,
  sampleStopLink,
  onSent,
  onErrorChange,
}: NoticeFormProps) {
  const { t } = useTranslation('staffJuryNotices');
  const clearStaffUser = useStaffStore((state) => state.clearStaffUser);
  return (
    <StaffForm<NoticeValues, JurorNoticeDetail | null>
      initialValues={EMPTY_NOTICE}
      labelledBy="jury-notices-form-heading"
      submitLabel={t('form.submit')}
      onErrorChange={onErrorChange}
      submit={async (values) => {
        // Sent as typed: the API reads the date and time only for "later", and says what is wrong.
        const result = await apiRequest<unknown>('POST', NOTICES_PATH, values);
        if (!result.ok && result.status === 401) clearStaffUser();
        return checkedWriteAnswer(result, 'jurorNotice');
      }}
      onSuccess={(notice, values) => {
        if (notice) onSent(notice, values.when === 'now');
      }}
    >
      <DateField
        name={JUROR_NOTICE_FIELDS.serveDate}
        label={t('form.serveDate')}
        hint={t('form.serveDateHint')}
        required
      />
      <TextareaField
        name={JUROR_NOTICE_FIELDS.noticeText}
        label={t('form.message')}
        hint={t('form.messageHint')}
        maxLength={JUROR_NOTICE_MAX_LENGTH}
        rows={4}
        required
      />
      <TextCount textsEnabled={textsEnabled} sampleStopLink={sampleStopLink} />
      <SelectField
        name={JUROR_NOTICE_FIELDS.when}
        label={t('form.when')}
        required
        options={[
          { value: 'now', label: t('form.whenNow') },
          { value: 'later', label: t('form.whenLater') },
        ]}
      />
      <SendLaterFields />
    </StaffForm>
  );
}
