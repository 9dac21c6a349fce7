import type { ReactNode } from 'react';
import type { FormikValues } from 'formik';
import { useTranslation } from '@court/kit';
import { StaffForm } from '@court/kit/staff';
import { TypedValuesObserver, type TypedValues } from '../typed-values';
import type { ContentEditorApi } from './content-editor-api';
import { CONTENT_EDITOR_NS } from './content-editor-translations';

export interface ContentDraftFormProps<Content extends FormikValues, Editor> {
  api: ContentEditorApi<Editor>;
  initialValues: Content;
  labelledBy: string;
  onSaved: (editor: Editor) => void;
  /** Told the content as it is typed, for the preview that sits outside the form. */
  typed: TypedValues<Content>;
  onErrorChange: (hasError: boolean) => void;
  /** Which of several like fields a path is, for its error summary line. */
  fieldContext?: (name: string) => string | undefined;
  /** The tool's fields, named by the paths the API's messages use. */
  children: ReactNode;
}

/**
 * The draft: saving sends the content as typed (PUT), which the API checks field by field and
 * answers with the tool's new view; a refusal keeps every answer and shows each message by its
 * field.
 */
export function ContentDraftForm<Content extends FormikValues, Editor>({
  api,
  initialValues,
  labelledBy,
  onSaved,
  typed,
  onErrorChange,
  fieldContext,
  children,
}: ContentDraftFormProps<Content, Editor>) {
  const { t } = useTranslation(CONTENT_EDITOR_NS);
  return (
    <StaffForm<Content, Editor | null>
      initialValues={initialValues}
      labelledBy={labelledBy}
      submitLabel={t('draft.save')}
      onErrorChange={onErrorChange}
      fieldContext={fieldContext}
      submit={(values) => api.write('PUT', 'draft', values)}
      onSuccess={(editor) => {
        if (editor) onSaved(editor);
      }}
    >
      <TypedValuesObserver into={typed} />
      {children}
    </StaffForm>
  );
}
