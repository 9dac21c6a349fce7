export { i18n, registerTranslations, isLanguage, type TranslationBundle } from './i18n/i18n';
export { localizedPath, parseLocalizedPath } from './i18n/localized-path';
export { useLanguage } from './i18n/use-language';
export { useTranslation, Trans } from 'react-i18next';
export {
  useSiteStore,
  type SiteModal,
  type SiteState,
  type SiteToast,
  type SiteToastKind,
} from './store/site-store';
export { apiRequest, type ApiResult, type ApiFailureKind } from './api/api-client';
export { useApiGet, type ApiGetState } from './api/use-api-get';
export * from './router';
export { LocalizedLink, type LocalizedLinkProps } from './links/localized-link';
export { ExternalLink, type ExternalLinkProps } from './links/external-link';
export { DocumentLink, type DocumentLinkProps } from './links/document-link';
export { PhoneLink, type PhoneLinkProps } from './links/phone-link';
export { PageHeading, PAGE_HEADING_ID, type PageHeadingProps } from './page/page-heading';
export {
  createRemotePages,
  PageLoading,
  type RemotePagesProps,
  type PageComponent,
} from './page/remote-pages';
export { CourtDialog, type CourtDialogProps } from './dialog/court-dialog';
export { tabbableElements, useInertOutside, useTabWrap } from './focus/focus-trap';
export {
  SiteMessage,
  type SiteMessageProps,
  type SiteMessageTexts,
} from './site-message/site-message';
export {
  useStaffStore,
  isStaffUser,
  type StaffState,
  type StaffUserState,
} from './staff/staff-store';
export { StaffGate, StaffForbidden, type StaffGateProps } from './staff/staff-gate';
export { StaffSessionChecking, useStaffSession } from './staff/staff-session';
export { StaffSignInForm, StaffForm } from './staff/staff-lazy';
export type { StaffSignInFormProps, StaffSignInRefusal } from './staff/staff-sign-in-form';
export type { StaffFormProps, StaffFormErrors } from './staff/staff-form';
export { Alert, type AlertProps } from './alert/alert';
