import type { PublishContentRequest } from '@court/contract';
import { useTranslation } from '@court/kit';
import { DateField, TimeField } from '@court/kit/forms';
import { StaffForm } from '@court/kit/staff';
import type { ContentEditorApi } from './content-editor-api';
import { CONTENT_EDITOR_NS } from './content-editor-translations';

const NOW: Required<PublishContentRequest> = { publishDate: '', publishTime: '' };

export interface ContentPublishFormProps<Editor> {
  api: ContentEditorApi<Editor>;
  labelledBy: string;
  onPublished: (editor: Editor, scheduled: boolean) => void;
  onErrorChange: (hasError: boolean) => void;
}

/** Publishes the saved draft now, or from a date and time in Canton staff choose. */
export function ContentPublishForm<Editor>({
  api,
  labelledBy,
  onPublished,
  onErrorChange,
}: ContentPublishFormProps<Editor>) {
  const { t } = useTranslation(CONTENT_EDITOR_NS);
  return (
    <StaffForm<Required<PublishContentRequest>, Editor | null>
      initialValues={NOW}
      labelledBy={labelledBy}
      submitLabel={t('publish.submit')}
      onErrorChange={onErrorChange}
      submit={(values) => api.write('POST', 'publish', values)}
      onSuccess={(editor, values) => {
        if (editor) onPublished(editor, values.publishDate !== '' || values.publishTime !== '');
      }}
    >
      <DateField name="publishDate" label={t('publish.date')} hint={t('publish.dateHint')} />
      <TimeField name="publishTime" label={t('publish.time')} hint={t('publish.timeHint')} />
    </StaffForm>
  );
}
