export {
  i18n,
  registerTranslations,
  isLanguage,
  VALIDATION_NS,
  type TranslationBundle,
} from './i18n/i18n';
export { localizedPath, parseLocalizedPath } from '@court/contract';
export { useLanguage } from './i18n/use-language';
export { TranslationProvider, useTextLanguage, useTranslation } from './i18n/use-translation';
export type { TranslateFunction, TranslateOptions, Translator } from './i18n/translator';
export {
  useSiteStore,
  type SiteModal,
  type SiteState,
  type SiteToast,
  type SiteToastKind,
} from './store/site-store';
export {
  useStaffStore,
  isStaffUser,
  isSignInNextStep,
  type StaffState,
  type StaffUserState,
} from './store/staff-store';
export {
  apiRequest,
  apiUpload,
  setStepUpPrompt,
  type ApiResult,
  type ApiFailureKind,
  type ApiMethod,
  type ApiUploadOptions,
  type StepUpPrompt,
  type UploadProgress,
} from './api/api-client';
export {
  useApiGet,
  isForbidden,
  isUnavailable,
  type ApiGet,
  type ApiGetOptions,
  type ApiLoad,
  type ApiRefusal,
} from './api/use-api-get';
export { ContentLoadState, type ContentLoadStateProps } from './api/content-load-state';
export {
  checkApiResponse,
  checkedApiRequest,
  checkedRefusal,
  checkedWriteAnswer,
  type ResponseCheck,
} from './api/api-response-check';
export { PageDataContext, createPageData, type PageData } from './api/page-data';
export {
  CourtFactsContext,
  PublishedCourtFacts,
  useCourtFacts,
  useCourtFactInLanguage,
  useCourtName,
} from './court-facts/court-facts';
export {
  CourtHoursContext,
  PublishedCourtHoursProvider,
  useCourtHours,
} from './court-hours/court-hours';
export { BilingualWords, bilingualWords } from './bilingual-text/bilingual-text';
export {
  HoursExceptions,
  HoursSummary,
  OfficeName,
  TodayException,
  TodayStatus,
  useHoursSummary,
  useOpeningHoursText,
  WeeklyHours,
} from './court-hours/office-hours';
export * from './router';
export { LocalizedLink, type LocalizedLinkProps } from './links/localized-link';
export { ExternalLink, type ExternalLinkProps } from './links/external-link';
export { NewTabNote } from './links/new-tab-note';
export { DocumentLink, type DocumentLinkProps } from './links/document-link';
export { PhoneLink, type PhoneLinkProps } from './links/phone-link';
export { PageHeading, PAGE_HEADING_ID, type PageHeadingProps } from './page/page-heading';
export {
  createRemotePages,
  PageLoading,
  type RemotePagesProps,
  type RemotePagesModule,
  type PageLoader,
  type ParameterPagePaths,
} from './page/remote-pages';
export { preloadable, type Preloadable, type ComponentLoader } from './page/preloadable';
export { useHydrated } from './page/use-hydrated';
export { useGoneStatus, useMovedStatus, useNotFoundStatus } from './page/response-status';
export { TIDY_ADDRESS_STATE, isTidyAddress } from './page/tidy-address';
export { NEEDS_SCRIPT_CLASS, PageNeedsScript } from './page/needs-script';
export { ScriptButton, ScriptNeedSaidContext, type ScriptButtonProps } from './page/script-button';
export { CourtDialog, type CourtDialogProps } from './dialog/court-dialog';
export { tabbableElements, useInertOutside, useTabWrap } from './focus/focus-trap';
export {
  SiteMessage,
  type SiteMessageProps,
  type SiteMessageTexts,
} from './site-message/site-message';
export { Alert, type AlertProps } from './alert/alert';
export { SiteAlert, type SiteAlertProps } from './site-alert/site-alert';
export { ScrollableTable, type ScrollableTableProps } from './table/scrollable-table';
