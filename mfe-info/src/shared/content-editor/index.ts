export {
  useContentEditorApi,
  type ContentEditorApi,
  type ContentEditorName,
} from './content-editor-api';
export { ContentEditorPage, type ContentEditorPageProps } from './content-editor-page';
export {
  bilingualChangeWords,
  headedGroupChangeWording,
  type ContentChangeWording,
  type ContentChangeWords,
} from './content-changes';
export { useFocusAfterChange, type FocusLater } from './focus-after-change';
export { ListError } from './list-error';
export { ContentList, type ContentListProps } from './content-list';
export { ItemActions } from './move-button';
export { BilingualTextFields } from './bilingual-text-fields';
export { HeadedGroupFields, type GroupEntries } from './headed-group-fields';
export { MissingSpanish } from './missing-spanish';
