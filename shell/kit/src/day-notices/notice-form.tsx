import { useEffect, useState } from 'react';
import { useFormikContext } from 'formik';
import { composeNoticeText, splitTextMessage } from '@court/contract';
import { useCourtFacts, type ApiResult } from '@court/kit';
import { CheckboxField, DateField, SelectField, TextareaField, TimeField } from '@court/kit/forms';
import { StaffForm } from '@court/kit/staff';
import type { DayNotice } from './day-notice';
import { useDayNoticesTranslation, type DayNoticesWords } from './day-notices-translations';

/**
 * The form's values under the names the API reads: the tool's date field, then the fields every
 * tool's notice shares (JUROR_NOTICE_FIELDS, HEARING_DAY_NOTICE_FIELDS).
 */
interface NoticeValues {
  [dateField: string]: string | boolean;
  noticeText: string;
  when: 'now' | 'later' | '';
  sendDate: string;
  sendTime: string;
  emergency: boolean;
}

/** How long typing must pause before a screen reader hears the new count. */
const ANNOUNCE_DELAY_MS = 1000;

interface TextCountProps {
  words: DayNoticesWords;
  maxLength: number;
  textsEnabled: boolean;
  sampleStopLink: string;
}

/**
 * The notice's length as typed: characters against the limit, and how many text messages it
 * makes in each language once the court's name and the stop link are added. Screen readers hear
 * it once typing pauses, not at every key.
 */
function TextCount({ words, maxLength, textsEnabled, sampleStopLink }: TextCountProps) {
  const { t } = useDayNoticesTranslation(words);
  const { values } = useFormikContext<NoticeValues>();
  const courtName = useCourtFacts().name;
  const message = values.noticeText;
  const characters = t('count.characters', {
    count: Array.from(message.trim()).length,
    max: maxLength,
  });
  const texts = textsEnabled
    ? t('count.texts', {
        count: splitTextMessage(composeNoticeText(courtName, message, 'en', sampleStopLink)).length,
        spanish: splitTextMessage(composeNoticeText(courtName, message, 'es', sampleStopLink))
          .length,
      })
    : t('count.textsOff');
  const shown = `${characters} ${texts}`;
  const [announced, setAnnounced] = useState(shown);
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(shown), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  return (
    <div className="court-day-notices__count">
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
function SendLaterFields({ words }: { words: DayNoticesWords }) {
  const { t } = useDayNoticesTranslation(words);
  const { values } = useFormikContext<NoticeValues>();
  if (values.when !== 'later') return null;
  return (
    <fieldset className="usa-fieldset">
      <legend className="usa-sr-only">{t('form.whenLater')}</legend>
      <DateField name="sendDate" label={t('form.sendDate')} required />
      <TimeField name="sendTime" label={t('form.sendTime')} required />
    </fieldset>
  );
}

export interface NoticeFormProps extends TextCountProps {
  /** Name of the date field, as the API reads it. */
  dateField: string;
  offersEmergency: boolean;
  /** Id of the heading that names the form. */
  labelledBy: string;
  /** Sends the request body; the answer is the notice stored, null when it could not be read. */
  send: (body: Record<string, unknown>) => Promise<ApiResult<DayNotice | null>>;
  /** Told of the notice stored (null when its answer could not be read). */
  onSent: (notice: DayNotice | null) => void;
  onErrorChange?: (hasError: boolean) => void;
}

/**
 * The notice form: the day whose people receive it, the notice with its live length, now or a
 * date and time in the court's time zone, and where the tool offers it, whether it is an
 * emergency. The API checks everything and answers per field, in the error summary.
 */
export function NoticeForm({
  words,
  maxLength,
  textsEnabled,
  sampleStopLink,
  dateField,
  offersEmergency,
  labelledBy,
  send,
  onSent,
  onErrorChange,
}: NoticeFormProps) {
  const { t, tool } = useDayNoticesTranslation(words);
  const emptyNotice: NoticeValues = {
    [dateField]: '',
    noticeText: '',
    when: 'now',
    sendDate: '',
    sendTime: '',
    emergency: false,
  };
  return (
    <StaffForm<NoticeValues, DayNotice | null>
      initialValues={emptyNotice}
      labelledBy={labelledBy}
      submitLabel={t('form.submit')}
      onErrorChange={onErrorChange}
      submit={(values) => {
        const { noticeText, when, sendDate, sendTime, emergency } = values;
        return send({
          [dateField]: values[dateField],
          noticeText,
          when,
          // The date and time mean something only for a notice that goes later.
          ...(when === 'later' ? { sendDate, sendTime } : {}),
          ...(offersEmergency ? { emergency } : {}),
        });
      }}
      onSuccess={onSent}
    >
      <DateField name={dateField} label={tool('form.date')} hint={tool('form.dateHint')} required />
      <TextareaField
        name="noticeText"
        label={t('form.message')}
        hint={tool('form.messageHint')}
        maxLength={maxLength}
        rows={4}
        required
      />
      <TextCount
        words={words}
        maxLength={maxLength}
        textsEnabled={textsEnabled}
        sampleStopLink={sampleStopLink}
      />
      <SelectField
        name="when"
        label={t('form.when')}
        required
        options={[
          { value: 'now', label: t('form.whenNow') },
          { value: 'later', label: t('form.whenLater') },
        ]}
      />
      <SendLaterFields words={words} />
      {offersEmergency ? (
        <CheckboxField
          name="emergency"
          label={tool('form.emergency')}
          hint={tool('form.emergencyHint')}
        />
      ) : null}
    </StaffForm>
  );
}
