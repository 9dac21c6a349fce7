import { type CourtFactsEditor, type PublishCourtFactsRequest } from '@court/contract';
import { apiRequest, checkedWriteAnswer, useTranslation } from '@court/kit';
import { DateField, TimeField } from '@court/kit/forms';
import { StaffForm, useStaffStore } from '@court/kit/staff';
import { STAFF_COURT_FACTS_PATH } from './court-facts-form';
import { STAFF_COURT_FACTS_NS } from './staff-court-facts-translations';

const NOW: Required<PublishCourtFactsRequest> = { publishDate: '', publishTime: '' };

export interface PublishFormProps {
  labelledBy: string;
  onPublished: (editor: CourtFactsEditor, scheduled: boolean) => void;
  onErrorChange: (hasError: boolean) => void;
}

/** Publishes the saved draft now, or from a date and time in Canton staff choose. */
export function PublishForm({ labelledBy, onPublished, onErrorChange }: PublishFormProps) {
  const { t } = useTranslation(STAFF_COURT_FACTS_NS);
  const clearStaffUser = useStaffStore((state) => state.clearStaffUser);
  return (
    <StaffForm<Required<PublishCourtFactsRequest>, CourtFactsEditor | null>
      initialValues={NOW}
      labelledBy={labelledBy}
      submitLabel={t('publish.submit')}
      onErrorChange={onErrorChange}
      submit={async (values) => {
        const result = await apiRequest<unknown>(
          'POST',
          `${STAFF_COURT_FACTS_PATH}/publish`,
          values,
        );
        if (!result.ok && result.status === 401) clearStaffUser();
        return checkedWriteAnswer(result, 'courtFactsEditor');
      }}
      onSuccess={(editor, values) => {
        if (editor) onPublished(editor, values.publishDate !== '' || values.publishTime !== '');
      }}
    >
      <DateField name="publishDate" label={t('publish.date')} hint={t('publish.dateHint')} />
      <TimeField name="publishTime" label={t('publish.time')} hint={t('publish.timeHint')} />
    </StaffForm>
  );
}
